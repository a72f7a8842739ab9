import { useTranslation } from 'react-i18next';

/**
 * PLACEHOLDER of the contact form (issue 10 §1 contact-us: a form that e-mails the operator),
 * which another engineer writes: the contact-us page imports it lazily for its
 * `<!-- contact-form -->` marker. Renders only a heading until then.
 */
export function ContactForm() {
  const { t } = useTranslation();
  return <h2>{t('content.contactForm')}</h2>;
}
