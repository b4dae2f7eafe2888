import { zodResolver } from '@hookform/resolvers/zod';
import { ProjectSchema } from '@findable/core/validation/auth';
import { Check, Plus } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/i18n.tsx';
import { authed } from '../../services/authed-api.ts';
import { notify } from '../../services/notifications.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from './fields.tsx';

export interface Project {
  id: string;
  name: string;
  place_id: string | null;
}

/** The project form (spec §5: a name is required): add a business by name, or rename one. */
export function ProjectForm({ initial, onSaved, onCancel }: { initial?: Project; onSaved: (project: Project) => void; onCancel?: () => void }) {
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
          {initial ? <Icon node={Check} aria-hidden className="size-4" /> : <Icon node={Plus} aria-hidden className="size-4" />}
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
