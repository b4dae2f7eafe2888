import { zodResolver } from '@hookform/resolvers/zod';
import { InviteSchema, UpdateUserSchema } from '@findable/core/validation/auth';
import { FileBarChart, LogOut, Pencil } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import type { BillingPlan } from '@findable/core/report/plan';
import type { Project } from '@findable/core/report/project';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/i18n.tsx';
import { sendInvite, updateProfile } from '../../services/api-client.ts';
import { notify } from '../../services/notifications.ts';
import { logout, useSessionUser } from '../../services/session.ts';
import { setToken } from '../../services/session-token.ts';
import { appLink } from '../../site-config.ts';
import { Spinner, TextField } from '../forms/fields.tsx';
import { NameFields } from '../forms/name-fields.tsx';
import { ProjectForm } from '../forms/project-form.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { Badge } from '../ui/badge.tsx';
import { Button, buttonClass } from '../ui/button.tsx';
import { forgetSearchParam, usePlanAfterPortal } from '../billing/plan-after-stripe.ts';
import { PlanSection } from '../billing/plan-section.tsx';
import { AuthCard } from './auth-card.tsx';
import { CloseAccount } from './close-account.tsx';

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
      const { accessToken } = await updateProfile(values, locale);
      setToken(accessToken);
      notify({ title: t('pages.account.profileSaved'), status: 'success' });
    } catch (error) {
      notify({
        title: t('dialog.errorTitle'),
        text: error instanceof Error ? error.message : String(error),
        status: 'error',
      });
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      {/* Hungarian names are written family name first: the fields follow the language. */}
      <NameFields
        first={
          <TextField
            label={t('signup.firstName.label')}
            error={message(formState.errors.firstName?.message)}
            {...register('firstName')}
          />
        }
        last={
          <TextField
            label={t('signup.lastName.label')}
            error={message(formState.errors.lastName?.message)}
            {...register('lastName')}
          />
        }
      />
      <div>
        <SubmitButton variant="secondary" disabled={formState.isSubmitting}>
          {t('pages.account.saveProfile')}
        </SubmitButton>
      </div>
    </form>
  );
}

function InviteForm() {
  const { t, locale } = useTranslation('auth');
  const { register, handleSubmit, formState, reset } = useForm<
    z.input<typeof InviteSchema>,
    unknown,
    z.output<typeof InviteSchema>
  >({
    resolver: zodResolver(InviteSchema),
    mode: 'onTouched',
  });
  const onSubmit = async (values: z.output<typeof InviteSchema>) => {
    try {
      const { message } = await sendInvite(values, locale);
      notify({ title: message, status: 'success' });
      reset();
    } catch (error) {
      notify({
        title: t('dialog.errorTitle'),
        text: error instanceof Error ? error.message : String(error),
        status: 'error',
      });
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
      <SubmitButton className="mt-7" disabled={formState.isSubmitting}>
        {t('pages.account.inviteSubmit')}
      </SubmitButton>
    </form>
  );
}

/** What the account page shows besides the user: their projects and plan (null while the plan is unknown). */
export interface AccountPageData {
  projects: Project[];
  plan: BillingPlan | null;
}

/**
 * The application's account page: the user, their projects (add, rename), plan, profile, invites (agencies),
 * logout, closing the account. The route loads `data` in the browser (routes/auth-account.tsx `clientLoader`); the
 * prerendered page, and the page until it has loaded, show it loading (`data` null). A project saved reloads it.
 */
export function AccountPage({ data }: { data: AccountPageData | null }) {
  const { t, locale } = useTranslation('auth');
  const user = useSessionUser();
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<string | null>(null);
  // Back from Stripe's customer portal: a change made there shows once its webhook has come.
  const [searchParams] = useSearchParams();
  const fromPortal = searchParams.get('portal') === 'return';
  useEffect(() => {
    if (fromPortal) forgetSearchParam('portal');
  }, [fromPortal]);
  usePlanAfterPortal(fromPortal, data?.plan, locale);

  if (!user || data === null) {
    return (
      // As wide as the loaded page and taller than the screen, so nothing visible moves when the data arrives.
      <AuthCard title={t('pages.account.title')} text={t('pages.account.intro')} wide>
        <div className="grid min-h-svh place-items-start justify-center pt-6 text-brand-600">
          <Spinner className="size-8" />
        </div>
      </AuthCard>
    );
  }

  return (
    // The heading and intro are those of the page while it loads (the same elements: its largest paint stays the
    // first one); the user is greeted below them.
    <AuthCard title={t('pages.account.title')} text={t('pages.account.intro')} wide>
      <h2 className="text-lg font-semibold break-words text-ink-950">
        {t('pages.account.hello', { name: user.firstName })}
      </h2>
      <p className="mb-4 break-words text-ink-600">{t('pages.account.signedInAs', { email: user.email })}</p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm text-ink-600">
          {t('pages.account.accountType')}: <Badge>{t(`pages.account.${user.accountType ?? 'business'}`)}</Badge>
        </p>
        <Button variant="secondary" onClick={() => void logout(locale)}>
          <Icon node={LogOut} aria-hidden className="size-4" />
          {t('pages.account.logout')}
        </Button>
      </div>

      <PlanSection plan={data.plan} />

      <h2 className="mt-8 text-lg font-semibold text-ink-950">{t('pages.account.projects')}</h2>
      {data.projects.length === 0 ? <p className="mt-2 text-sm text-ink-600">{t('pages.account.noProjects')}</p> : null}
      <ul className="mt-3 divide-y divide-ink-100 rounded-2xl ring-1 ring-ink-200 empty:hidden" data-testid="projects">
        {data.projects.map((project) => (
          <li key={project.id} className="p-4">
            {editing === project.id ? (
              <ProjectForm
                initial={project}
                onCancel={() => setEditing(null)}
                onSaved={() => {
                  setEditing(null);
                  void revalidate();
                }}
              />
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="min-w-0 font-medium break-words text-ink-900" data-testid="project-name">
                  {project.name}
                </span>
                <span className="flex flex-wrap justify-end gap-1">
                  <a href={`${appLink('report', locale)}?project=${project.id}`} className={buttonClass('ghost', 'sm')}>
                    <Icon node={FileBarChart} aria-hidden className="size-4" />
                    {t('pages.account.openReport')}
                    <span className="sr-only"> {project.name}</span>
                  </a>
                  <Button variant="ghost" size="sm" onClick={() => setEditing(project.id)}>
                    <Icon node={Pencil} aria-hidden className="size-4" />
                    {t('pages.account.rename')}
                    <span className="sr-only"> {project.name}</span>
                  </Button>
                </span>
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <ProjectForm onSaved={() => void revalidate()} />
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

      <CloseAccount />
    </AuthCard>
  );
}
