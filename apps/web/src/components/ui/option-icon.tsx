/** The card icon (spec part 1 §3 "Booking summary": bus for coaches, car for private, vans for shared). */
export function OptionIcon({ icon }: { icon: 'bus' | 'car' | 'van' }) {
  const paths = {
    car: 'M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11h1a1 1 0 0 1 1 1v5h-2v1.5a1.5 1.5 0 0 1-3 0V17H8v1.5a1.5 1.5 0 0 1-3 0V17H3v-5a1 1 0 0 1 1-1h1zm2.1 0h9.8l-1.1-3.4a1 1 0 0 0-.9-.6H9.1a1 1 0 0 0-.9.6L7.1 11zM6.5 15a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm11 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
    van: 'M2 7a2 2 0 0 1 2-2h11l4 4h1a2 2 0 0 1 2 2v5h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H2V7zm2 0v3h4V7H4zm6 0v3h4V7h-4zm6 .8V10h2.2L16 7.8zM6.5 17.2a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4zm10 0a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4z',
    bus: 'M4 4a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v13h-1v2a1 1 0 0 1-2 0v-2H7v2a1 1 0 0 1-2 0v-2H4V4zm2 1v6h12V5H6zm1.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zm9 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  } as const;
  return (
    <span className={`option-icon option-icon--${icon}`} aria-hidden="true">
      <svg width="28" height="28" viewBox="0 0 24 24">
        <path fill="currentColor" fillRule="evenodd" d={paths[icon]} />
      </svg>
    </span>
  );
}
