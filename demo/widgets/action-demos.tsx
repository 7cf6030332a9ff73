// Gallery sections for the widgets that act: buttons, toasts and modals.
import { useState } from 'react';
import { Button, type ButtonState } from '../../src/components/button/button';
import { Modal, type ModalCloseReason, type ModalProps } from '../../src/components/modal/modal';
import { useToastStore } from '../../src/components/toast/toast-store';
import { Example, GallerySection } from './gallery-section';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ButtonDemos() {
  const [state, setState] = useState<ButtonState>('empty');
  const save = async () => {
    setState('pending');
    await wait(1200);
    setState('complete');
    await wait(1500);
    setState('empty');
  };
  return (
    <GallerySection title="Buttons">
      <Example title="Primary: empty, pending, complete">
        <Button>Save</Button>
        <Button state="pending">Saving</Button>
        <Button state="complete">Saved</Button>
      </Example>
      <Example title="Secondary: empty, pending, complete">
        <Button variant="secondary">Cancel</Button>
        <Button variant="secondary" state="pending">
          Working
        </Button>
        <Button variant="secondary" state="complete">
          Done
        </Button>
      </Example>
      <Example title="Try it: pending, then complete">
        <Button state={state} onClick={save}>
          Save changes
        </Button>
        <Button disabled>Disabled</Button>
      </Example>
    </GallerySection>
  );
}

export function ToastDemos() {
  const show = useToastStore((s) => s.show);
  return (
    <GallerySection title="Toasts">
      <Example title="One at a time; a new default message replaces the last one">
        <Button variant="secondary" onClick={() => show({ message: 'Your changes were saved.' })}>
          Info toast
        </Button>
        <Button
          variant="secondary"
          onClick={() => show({ message: 'Payment received. Thank you!', variant: 'success' })}
        >
          Success toast
        </Button>
        <Button
          variant="secondary"
          onClick={() => show({ message: 'We could not load your invoices.', variant: 'error' })}
        >
          Error toast
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            show({
              message: 'Camera removed from your plan.',
              type: 'user-action',
              action: {
                label: 'Undo',
                onAction: () => show({ message: 'Camera restored.', variant: 'success' }),
              },
            })
          }
        >
          User-action toast
        </Button>
      </Example>
    </GallerySection>
  );
}

type DemoModal = Omit<ModalProps, 'open' | 'onClose'> & {
  key: string;
  label: string;
  fails?: boolean;
};

const MODALS: DemoModal[] = [
  {
    key: 'small',
    label: 'Small modal',
    size: 'small',
    title: 'Remove device?',
    description: 'The camera stops recording right away.',
    primaryLabel: 'Remove',
    secondaryLabel: 'Keep',
  },
  {
    key: 'medium',
    label: 'Medium modal (Esc and overlay close)',
    title: 'Save your changes',
    description: 'The primary action succeeds after a short wait.',
    primaryLabel: 'Save',
    secondaryLabel: 'Cancel',
    escapeCloses: true,
    overlayClickCloses: true,
  },
  {
    key: 'large',
    label: 'Large modal (primary fails)',
    size: 'large',
    title: 'Update billing address',
    description: 'The primary action fails, so the modal stays open and the button is back.',
    primaryLabel: 'Update',
    secondaryLabel: 'Cancel',
    escapeCloses: true,
    fails: true,
  },
  {
    key: 'timeout',
    label: 'No close button',
    size: 'small',
    title: 'Session Timeout',
    description: 'For your security, your session has timed out. Please log in again.',
    primaryLabel: 'Log In',
    hideCloseButton: true,
  },
];

export function ModalDemos() {
  const [open, setOpen] = useState<string | null>(null);
  const show = useToastStore((s) => s.show);
  const onClose = async (modal: DemoModal, reason: ModalCloseReason) => {
    if (reason === 'primary') {
      await wait(1000);
      if (modal.fails) {
        show({ message: 'The address could not be updated. Try again.', variant: 'error' });
        throw new Error('Demo failure');
      }
    }
    setOpen(null);
  };
  return (
    <GallerySection title="Modals">
      <Example title="Sizes and flags">
        {MODALS.map(({ key, label }) => (
          <Button key={key} variant="secondary" onClick={() => setOpen(key)}>
            {label}
          </Button>
        ))}
      </Example>
      {MODALS.map((modal) => {
        const { key, label: _label, fails: _fails, ...props } = modal;
        return (
          <Modal key={key} {...props} open={open === key} onClose={(r) => onClose(modal, r)}>
            {key === 'medium' && (
              <p className="gallery-note">
                Tab and Shift+Tab stay inside; the page behind is inert.
              </p>
            )}
          </Modal>
        );
      })}
    </GallerySection>
  );
}
