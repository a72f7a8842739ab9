import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './sandbox-card-form.tsx';

describe('the sandbox card form reads numbers as typed or pasted on phones', () => {
  it('a card number pasted with spaces, dashes, non-breaking spaces or full-width digits is the card meant', () => {
    expect(formatCardNumber('4242 4242 4242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242-4242-4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242\u00a04242\u00a04242\u00a04242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('４２４２ ４２４２ ４２４２ ４２４２')).toBe('4242 4242 4242 4242');
  });
  it('an expiry in full-width digits reads as MM/YY', () => {
    expect(formatExpiry('１２/３０')).toBe('12/30');
  });
});
