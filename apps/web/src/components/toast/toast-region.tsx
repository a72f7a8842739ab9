import { useEffect, useState } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { attachToastSink, TOAST_TIMEOUT_MS, type ToastContent as Content } from './toast-store.ts';
import './toast.css';

/**
 * The toast region (spec part 1 §9): react-aria's ToastRegion, a landmark whose toasts
 * are announced to screen readers (role alertdialog / status handled by react-aria), each hiding
 * after TOAST_TIMEOUT_MS (paused while hovered or focused, as react-aria does) with a close button.
 * Loaded on the first showToast (toast-store.ts); default export for React.lazy.
 */
export default function ToastRegionHost() {
  const { t } = useTranslation();
  const [queue] = useState(() => new ToastQueue<Content>({ maxVisibleToasts: 3 }));
  useEffect(() => attachToastSink((toast) => queue.add(toast, { timeout: TOAST_TIMEOUT_MS })), [queue]);
  return (
    <ToastRegion queue={queue} className="toast-region" aria-label={t('toast.region')}>
      {({ toast }) => (
        <Toast toast={toast} className="toast">
          <ToastContent className="toast__content">
            <Text slot="title">{toast.content.text}</Text>
          </ToastContent>
          <Button slot="close" className="toast__close" aria-label={t('toast.close')}>
            ×
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
