import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide';
import { Icon } from './icon.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.tsx';
import { closeModal, useModal, type ModalName } from '../../services/modal.ts';

interface ModalDialogProps {
  name: ModalName;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Extra classes for the panel (width). */
  className?: string;
}

/**
 * A dialog bound to the modal service: Radix provides the focus trap, Escape, focus return and the page
 * scroll lock; closing (X, Escape, overlay click) clears the dialog's data.
 */
export function ModalDialog({ name, title, description, children, className = 'max-w-lg' }: ModalDialogProps) {
  const { t } = useTranslation('common');
  const { open, returnFocus } = useModal(name);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : closeModal(name))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-sm data-[state=open]:animate-[overlay-in_100ms_ease-out]" />
        <RadixDialog.Content
          data-modal={name}
          onCloseAutoFocus={(event) => {
            // Opened from code, not from a Dialog.Trigger: give focus back to what had it.
            event.preventDefault();
            if (returnFocus?.isConnected) returnFocus.focus();
          }}
          className={`fixed inset-x-3 top-[max(0.75rem,3vh)] z-50 mx-auto max-h-[94vh] overflow-y-auto rounded-card bg-white shadow-float data-[state=open]:animate-[dialog-in_100ms_ease-out] ${className}`}
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description> : null}
          {children}
          <RadixDialog.Close
            aria-label={t('a11y.close')}
            className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900"
          >
            <Icon node={X} aria-hidden className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
