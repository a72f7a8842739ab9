import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_MESSAGES } from '@alpine/domain';

type BookingMessageKey = keyof typeof BOOKING_MESSAGES;

/**
 * Translates a message of the domain's booking rules (spec part 2 §5, §8): English is the spec's
 * text word for word (the catalogue test checks it), French and Spanish translate it.
 */
export function useBookingMessage(): (message: string | null | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (message) => {
      if (!message) return undefined;
      const key = (Object.keys(BOOKING_MESSAGES) as BookingMessageKey[]).find(
        (k) => BOOKING_MESSAGES[k] === message,
      );
      return key ? t(`bookingMessages.${key}`) : message;
    },
    [t],
  );
}
