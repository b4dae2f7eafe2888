import { zodResolver } from '@hookform/resolvers/zod';
import { InviteSchema, ProjectSchema, UpdateUserSchema } from '@findable/core/validation/auth';
import { Check, LogOut, Pencil, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/i18n.tsx';
import { api, ApiRequestError } from '../../services/http.ts';
import { notify } from '../../services/notifications.ts';
import { ensureValidSession, logout, useSessionUser } from '../../services/session.ts';
import { getToken, setToken } from '../../services/session-token.ts';
import { appLink } from '../../site-config.ts';
import { Spinner, TextField } from '../forms/fields.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { AuthCard } from './auth-card.tsx';

interface Project {
  id: string;
  name: string;
  place_id: string | null;
}

/** Calls the API with a valid session, refreshing the access token first when it is about to expire. */
async function authed<T>(path: string, init: { method?: string; body?: unknown; locale?: string } = {}): Promise<T> {
  if (!(await ensureValidSession())) throw new ApiRequestError('unauthorized', 401);
  return api<T>(path, { ...init, token: getToken() });
}

function ProjectForm({ initial, onSaved, onCancel }: { initial?: Project; onSaved: (project: Project) => void; onCancel?: () => void }) {
  const { t, locale } = useTranslation('auth');
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof ProjectSchema>>({
    resolver: zodResolver(ProjectSchema),
    mode: 'onTouched',
    defaultValues: { name: initial?.name ?? '' },
  });
  const onSubmit = async (values: z.input<typeof ProjectSchema>) => {
    try {
      const project = await authed<Project>(initial ? `/api/projects/${initial.id}` : '/api/projects', {
        method: initial ? 'PATCH' : 'POST',
        body: values,
        locale,
      });
      notify({ title: t('pages.account.projectSaved'), status: 'success' });
      reset({ name: initial ? project.name : '' });
      onSaved(project);
    } catch (error) {
      notify({ title: t('dialog.errorTitle'), text: error instanceof Error ? error.message : String(error), status: 'error' });
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-wrap items-start gap-2">
      <TextField
        label={t('project.name.label')}
        className="min-w-48 flex-1"
        error={formState.errors.name?.message ? t(formState.errors.name.message) : undefined}
        {...register('name')}
      />
      <div className="mt-7 flex gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {initial ? <Check aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
          {initial ? t('pages.account.save') : t('pages.account.addProject')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('pages.account.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ProfileForm() {
  const { t, locale } = useTranslation('auth');
  const user = useSessionUser();
  const { register, handleSubmit, formState } = useForm<z.input<typeof UpdateUserSchema>>({
    resolver: zodResolver(UpdateUserSchema),
    mode: 'onTouched',
    values: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' },
  });
  const message = (key?: string) => (key ? t(key) : undefined);
  const onSubmit = async (values: z.input<typeof UpdateUserSchema>) => {
    try {
      const { accessToken } = await authed<{ accessToken: string }>('/api/auth/updateUser', { method: 'POST', body: values, locale });
      setToken(accessToken);
      notify({ title: t('pages.account.profileSaved'), status: 'success' });
    } catch (error) {
      notify({ title: t('dialog.errorTitle'), text: error instanceof Error ? error.message : String(error), status: 'error' });
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('signup.firstName.label')} error={message(formState.errors.firstName?.message)} {...register('firstName')} />
      <TextField label={t('signup.lastName.label')} error={message(formState.errors.lastName?.message)} {...register('lastName')} />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={formState.isSubmitting}>
          {t('pages.account.saveProfile')}
        </Button>
      </div>
    </form>
  );
}

function InviteForm() {
  const { t, locale } = useTranslation('auth');
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof InviteSchema>, unknown, z.output<typeof InviteSchema>>({
    resolver: zodResolver(InviteSchema),
    mode: 'onTouched',
  });
  const onSubmit = async (values: z.output<typeof InviteSchema>) => {
    try {
      const { message } = await authed<{ message: string }>('/api/invites', { method: 'POST', body: { ...values, locale }, locale });
      notify({ title: message, status: 'success' });
      reset();
    } catch (error) {
      notify({ title: t('dialog.errorTitle'), text: error instanceof Error ? error.message : String(error), status: 'error' });
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-wrap items-start gap-2">
      <TextField
        label={t('signup.email.label')}
        type="email"
        className="min-w-56 flex-1"
        error={formState.errors.email?.message ? t(formState.errors.email.message) : undefined}
        {...register('email')}
      />
      <Button type="submit" className="mt-7" disabled={formState.isSubmitting}>
        {t('pages.account.inviteSubmit')}
      </Button>
    </form>
  );
}

/** The application's account page: the user, their projects (add, rename), profile, invites (agencies), logout. */
export function AccountPage() {
  const { t, locale } = useTranslation('auth');
  const user = useSessionUser();
  const [projects, setProjects] = useState<Project[] | null>(null);
  const [editing, setEditing] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    authed<Project[]>('/api/projects', { locale }).then(
      (list) => active && setProjects(list),
      () => window.location.replace(appLink('login', locale)),
    );
    return () => {
      active = false;
    };
  }, [locale]);

  if (!user || projects === null) {
    return (
      <AuthCard title={t('pages.account.title')}>
        <div className="grid place-items-center py-6 text-brand-600">
          <Spinner className="size-8" />
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('pages.account.hello', { name: user.firstName })} text={t('pages.account.signedInAs', { email: user.email })} wide>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-ink-600">
          {t('pages.account.accountType')}: <Badge>{t(`pages.account.${user.accountType ?? 'business'}`)}</Badge>
        </p>
        <Button variant="secondary" onClick={() => void logout(locale)}>
          <LogOut aria-hidden className="size-4" />
          {t('pages.account.logout')}
        </Button>
      </div>

      <h2 className="mt-8 text-lg font-semibold text-ink-950">{t('pages.account.projects')}</h2>
      {projects.length === 0 ? <p className="mt-2 text-sm text-ink-600">{t('pages.account.noProjects')}</p> : null}
      <ul className="mt-3 divide-y divide-ink-100 rounded-2xl ring-1 ring-ink-200 empty:hidden" data-testid="projects">
        {projects.map((project) => (
          <li key={project.id} className="p-4">
            {editing === project.id ? (
              <ProjectForm
                initial={project}
                onCancel={() => setEditing(null)}
                onSaved={(saved) => {
                  setProjects((list) => list?.map((item) => (item.id === saved.id ? saved : item)) ?? null);
                  setEditing(null);
                }}
              />
            ) : (
              <div className="flex items-center justify-between gap-3">
                <span className="font-medium text-ink-900" data-testid="project-name">{project.name}</span>
                <Button variant="ghost" size="sm" onClick={() => setEditing(project.id)}>
                  <Pencil aria-hidden className="size-4" />
                  {t('pages.account.rename')}
                  <span className="sr-only"> {project.name}</span>
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <ProjectForm onSaved={(project) => setProjects((list) => [...(list ?? []), project])} />
      </div>

      <h2 className="mt-10 text-lg font-semibold text-ink-950">{t('pages.account.profile')}</h2>
      <div className="mt-3">
        <ProfileForm />
      </div>

      {user.accountType === 'agency' ? (
        <>
          <h2 className="mt-10 text-lg font-semibold text-ink-950">{t('pages.account.invite')}</h2>
          <p className="mt-1 text-sm text-ink-600">{t('pages.account.inviteText')}</p>
          <div className="mt-3">
            <InviteForm />
          </div>
        </>
      ) : null}
      <p className="mt-10 text-xs text-ink-500">{t('pages.account.sessionExpires')}</p>
    </AuthCard>
  );
}
