import { zodResolver } from '@hookform/resolvers/zod';
import type { Project } from '@findable/core/report/project';
import { ProjectSchema } from '@findable/core/validation/auth';
import { Check, Plus } from 'lucide';
import { Icon } from '../ui/icon.tsx';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from '../../i18n/i18n.tsx';
import { addProject, updateProject } from '../../services/api-client.ts';
import { notify } from '../../services/notifications.ts';
import { Button } from '../ui/button.tsx';
import { SubmitButton } from './submit-button.tsx';
import { SelectField, TextField } from './fields.tsx';
import { VERTICALS } from '@findable/core/routes';

/**
 * The project form (spec §5: a name is required): add a business by name, or rename one. `details` asks for what
 * a business the search did not find can be scored from: its city and category, and its website and phone.
 */
export function ProjectForm({
  initial,
  onSaved,
  onCancel,
  details = false,
}: {
  initial?: Project;
  onSaved: (project: Project) => void;
  onCancel?: () => void;
  details?: boolean;
}) {
  const { t, locale } = useTranslation('auth');
  const { register, handleSubmit, formState, reset } = useForm<z.input<typeof ProjectSchema>>({
    resolver: zodResolver(ProjectSchema),
    mode: 'onTouched',
    defaultValues: { name: initial?.name ?? '' },
  });
  const onSubmit = async (values: z.input<typeof ProjectSchema>) => {
    try {
      const project = initial
        ? await updateProject(initial.id, { name: values.name }, locale)
        : await addProject(values, locale);
      notify({ title: t('pages.account.projectSaved'), status: 'success' });
      reset({ name: initial ? project.name : '' });
      onSaved(project);
    } catch (error) {
      notify({
        title: t('dialog.errorTitle'),
        text: error instanceof Error ? error.message : String(error),
        status: 'error',
      });
    }
  };
  const fieldError = (field: 'city' | 'category' | 'website' | 'phone') => {
    const message = formState.errors[field]?.message;
    return message ? t(message) : undefined;
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-wrap items-start gap-2">
      <TextField
        label={t('project.name.label')}
        className="min-w-48 flex-1"
        error={formState.errors.name?.message ? t(formState.errors.name.message) : undefined}
        {...register('name')}
      />
      {details ? (
        <div className="grid w-full gap-3 sm:grid-cols-2" data-testid="project-details">
          <TextField
            label={t('project.city.label')}
            autoComplete="address-level2"
            error={fieldError('city')}
            {...register('city')}
          />
          <SelectField label={t('project.category.label')} error={fieldError('category')} {...register('category')}>
            <option value="">{t('project.category.choose')}</option>
            {VERTICALS.map((vertical) => (
              <option key={vertical} value={vertical}>
                {t(`project.category.options.${vertical}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('project.website.label')}
            type="url"
            autoComplete="url"
            error={fieldError('website')}
            {...register('website')}
          />
          <TextField
            label={t('project.phone.label')}
            type="tel"
            autoComplete="tel"
            error={fieldError('phone')}
            {...register('phone')}
          />
        </div>
      ) : null}
      <div className="mt-7 flex gap-2">
        <SubmitButton disabled={formState.isSubmitting}>
          {initial ? (
            <Icon node={Check} aria-hidden className="size-4" />
          ) : (
            <Icon node={Plus} aria-hidden className="size-4" />
          )}
          {initial ? t('pages.account.save') : t('pages.account.addProject')}
        </SubmitButton>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('pages.account.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
