import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import '../booking.css';

interface BookingDialogProps {
  title: string;
  isOpen: boolean;
  /** Called on Escape; absent = the dialog is closed only by its buttons. */
  onDismiss?: () => void;
  children: ReactNode;
  /** The buttons. */
  actions: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog of the booking flow ('Important', 'Address Required', 'Authenticate payment'). */
export function BookingDialog({
  title,
  isOpen,
  onDismiss,
  children,
  actions,
  role = 'dialog',
}: BookingDialogProps) {
  return (
    <ModalOverlay
      className="booking-modal-overlay"
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled={!onDismiss}
      onOpenChange={(open) => !open && onDismiss?.()}
    >
      <Modal className="booking-modal">
        <Dialog role={role} className="booking-modal__dialog" aria-label={title}>
          <Heading slot="title">{title}</Heading>
          {children}
          <div className="booking-modal__actions">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
