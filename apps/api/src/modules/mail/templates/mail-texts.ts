import {
  formatLocalDate,
  formatMoneyIn,
  fromMinor,
  type ExtraItemName,
  type OptionType,
} from '@alpine/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/es.js';
import type { Language } from '../../../i18n/language.ts';

/**
 * Every sentence of the traveller e-mails, the PDF e-ticket and the calendar files, in English,
 * French and Spanish (docs/architecture.md §6). One object per language of the MailTexts shape: a text
 * missing in one language fails the typecheck. English is the reference wording.
 */
export interface MailTexts {
  /** 'Hello Ana,' / 'Dear Ana Smith,'. */
  hello: (firstName: string) => string;
  dear: (firstName: string, lastName: string) => string;
  /** Under a link button: where to copy the address when the button does not work. */
  buttonFallback: string;
  /** The words of the attachments' file names: `<eTicket>-<reference>.pdf`, `<reference>-<leg>-<n>.ics`. */
  files: { eTicket: string; leg: string };
  confirmation: {
    subject: (reference: string) => string;
    title: string;
    thanks: string;
    reservationNumber: string;
    oneWay: string;
    return: string;
    outbound: string;
    returnJourney: string;
    passengers: (pax: number) => string;
    flight: string;
    pickUp: string;
    dropOff: string;
    total: string;
    keep: string;
    attached: string;
  };
  /** Ticket names by product ('Shared door to door transfers'). */
  tickets: Record<OptionType, string>;
  cancellation: {
    subject: (reference: string) => string;
    title: string;
    cancelled: [before: string, after: string];
    refund: (refund: string, percent: number, total: string) => string;
    noRefund: (total: string) => string;
    questions: (phone: string) => string;
  };
  reviewExpired: {
    subject: (reference: string) => string;
    title: string;
    expired: (reference: string) => string;
    notCharged: string;
    next: (phone: string) => string;
  };
  /** A booking sent to review (spec part 2 §4): received, answered by a deadline, nothing charged. */
  reviewRequested: {
    subject: (reference: string) => string;
    title: string;
    received: (reference: string) => string;
    /** `until`: the review deadline as the traveller reads it (date and time in the Alps). */
    answerBy: (until: string) => string;
    notCharged: string;
    questions: (phone: string) => string;
  };
  /** The operator confirmed a booking it reviewed (ADR 019): pay through the link. */
  reviewConfirmed: {
    subject: (reference: string) => string;
    title: string;
    confirmed: (reference: string) => string;
    pay: (total: string, until: string) => string;
    button: string;
    /** An invoice partner's booking: confirmed at once, nothing to pay online. */
    invoiced: string;
  };
  /** The operator declined a booking it reviewed (ADR 019). */
  reviewDeclined: {
    subject: (reference: string) => string;
    title: string;
    declined: (reference: string) => string;
    reason: (reason: string) => string;
    notCharged: string;
    next: (phone: string) => string;
  };
  verification: LinkTexts;
  accountExists: LinkTexts;
  claimBookings: LinkTexts;
  passwordReset: LinkTexts;
  eTicket: {
    title: string;
    reference: string;
    traveller: string;
    route: string;
    date: string;
    pickUpTime: (time: string, zone: string) => string;
    meetingPoint: string;
    dropOff: string;
    ticket: string;
    passengers: string;
    flight: string;
    extras: string;
    none: string;
    show: string;
    questions: (phone: string) => string;
  };
  calendar: {
    summary: (from: string, to: string, reference: string) => string;
    reference: string;
    pickUp: (time: string, meetingPoint: string) => string;
    passengers: string;
    flight: string;
    alarm: (time: string) => string;
  };
  /** Extra item names as the e-ticket lists them ('Bag', 'Skis'...). */
  extras: Record<ExtraItemName, string>;
}

/** An account e-mail's words (templates/link-mail.ts); `operator` is the operator's name. */
export interface LinkTexts {
  subject: (operator: string) => string;
  title: string;
  paragraphs: (operator: string) => string[];
  button: string;
  footer: string;
}

/** A label's colon as `language` writes it: French puts a no-break space before it ('Vol : LX123'). */
export const labelColon = (language: string | undefined): string => (language === 'fr' ? '\u00a0: ' : ': ');

const EN: MailTexts = {
  hello: (n) => `Hello ${n},`,
  dear: (f, l) => `Dear ${f} ${l},`,
  buttonFallback: 'If the button does not work, copy this address into your browser:',
  files: { eTicket: 'e-ticket', leg: 'leg' },
  confirmation: {
    subject: (r) => `Your transfer booking ${r} is confirmed`,
    title: 'Thank you for booking',
    thanks: 'Thank you for booking. Your booking has been successful.',
    reservationNumber: 'Reservation Number: ',
    oneWay: 'One Way',
    return: 'Return',
    outbound: 'OUTBOUND JOURNEY',
    returnJourney: 'RETURN JOURNEY',
    passengers: (n) => `${n} passenger${n === 1 ? '' : 's'}`,
    flight: 'Flight',
    pickUp: 'Pick-up',
    dropOff: 'Drop-off',
    total: 'Total: ',
    keep: 'Please keep this e-mail: show the reservation number to the driver.',
    attached: 'Your e-ticket (PDF) and a calendar entry for each journey are attached.',
  },
  tickets: {
    private_coach: 'Private coach transfer',
    private_premium: 'Premium private transfer',
    private_standard: 'Standard private transfer',
    shared_fixed: 'Shared fixed point transfers',
    shared_door: 'Shared door to door transfers',
  },
  cancellation: {
    subject: (r) => `Your transfer booking ${r} is cancelled`,
    title: 'Booking cancelled',
    cancelled: ['Your booking ', ' has been cancelled and its seats released.'],
    refund: (refund, percent, total) =>
      `We refund ${refund} (${percent}% of ${total}) to the card you paid with; it usually arrives within 5 to 10 working days.`,
    noRefund: (total) =>
      `Under the cancellation policy no refund is due for this cancellation (total ${total}).`,
    questions: (phone) => `Questions? Call us on ${phone}.`,
  },
  reviewExpired: {
    subject: (r) => `Your transfer request ${r} has expired`,
    title: 'Request expired',
    expired: (r) =>
      `We could not confirm your request ${r} in time, so it has expired and the seats we were holding are released.`,
    notCharged: 'You have not been charged.',
    next: (phone) => `To travel, please search again, or call us on ${phone}.`,
  },
  reviewRequested: {
    subject: (r) => `We have received your transfer request ${r}`,
    title: 'Request received',
    received: (r) =>
      `Thank you: we have received your request ${r}. The journey you chose needs our confirmation, and we are checking that we can take you.`,
    answerBy: (until) =>
      `We will answer by ${until} (Alps time) at the latest and hold your seats until then. If we can take you, our e-mail brings a link to pay, and your e-tickets follow the payment.`,
    notCharged: 'You have not been charged.',
    questions: (phone) => `Questions? Call us on ${phone}.`,
  },
  reviewConfirmed: {
    subject: (r) => `Good news: your transfer ${r} is available`,
    title: 'Your transfer is available',
    confirmed: (r) => `We have checked your request ${r}: we can take you.`,
    pay: (total, until) =>
      `To confirm the booking, please pay ${total} through the link below before ${until}. Until then we hold your seats.`,
    button: 'Pay and confirm my booking',
    invoiced:
      'Your booking is confirmed and will be invoiced to your company; your e-tickets follow in a separate e-mail.',
  },
  reviewDeclined: {
    subject: (r) => `Your transfer request ${r} could not be accepted`,
    title: 'Request declined',
    declined: (r) => `We are sorry: we cannot carry out your request ${r}.`,
    reason: (reason) => `Reason: ${reason}`,
    notCharged: 'You have not been charged, and the seats we were holding are released.',
    next: (phone) => `Please search again for another time, or call us on ${phone}.`,
  },
  verification: {
    subject: (o) => `Confirm your e-mail address - ${o}`,
    title: 'Confirm your e-mail address',
    paragraphs: () => [
      'Please confirm that this e-mail address belongs to you by opening the link below.',
      'Once it is confirmed, the bookings you made as a guest with this address appear in your account.',
    ],
    button: 'Confirm my e-mail',
    footer:
      'The link works once and expires in 24 hours. If you did not create an account, ignore this e-mail.',
  },
  accountExists: {
    subject: (o) => `You already have an account - ${o}`,
    title: 'You already have an account',
    paragraphs: (o) => [
      `Someone, probably you, tried to create an ${o} account with this e-mail address, which already has one.`,
      'If it was you, log in with your password, or choose a new one with the link below.',
    ],
    button: 'Choose a new password',
    footer: 'If it was not you, ignore this e-mail: nothing has changed in your account.',
  },
  claimBookings: {
    subject: (o) => `Add your bookings to your account - ${o}`,
    title: 'Add your bookings to your account',
    paragraphs: () => [
      'You asked to see in your account the bookings made with this e-mail address.',
      'Open the link below to add them. Bookings made after this e-mail was sent need a new link.',
    ],
    button: 'Add my bookings',
    footer: 'The link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.',
  },
  passwordReset: {
    subject: (o) => `Reset your password - ${o}`,
    title: 'Reset your password',
    paragraphs: (o) => [
      `We received a request to reset the password of your ${o} account.`,
      'Open the link below to choose a new password.',
    ],
    button: 'Choose a new password',
    footer:
      'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
  },
  eTicket: {
    title: 'E-ticket',
    reference: 'Booking reference: ',
    traveller: 'Traveller',
    route: 'Route',
    date: 'Date',
    pickUpTime: (t, z) => `${t} (local time, ${z})`,
    meetingPoint: 'Meeting point',
    dropOff: 'Drop-off',
    ticket: 'Ticket',
    passengers: 'Passengers',
    flight: 'Flight',
    extras: 'Extras',
    none: 'none',
    show: 'Show this ticket or the booking reference to the driver at the meeting point.',
    questions: (phone) => `Questions or delays: call us on ${phone}.`,
  },
  calendar: {
    summary: (from, to, r) => `Transfer ${from} - ${to} (${r})`,
    reference: 'Booking reference',
    pickUp: (t, m) => `Pick-up at ${t} (local time) - ${m}`,
    passengers: 'Passengers',
    flight: 'Flight',
    alarm: (t) => `Transfer pick-up at ${t}`,
  },
  extras: {
    Bag: 'Bag',
    Skis: 'Skis',
    'Hand luggage': 'Hand luggage',
    Bike: 'Bike',
    Pet: 'Pet',
    'Seat (rear)': 'Seat (rear)',
    'Seat (front)': 'Seat (front)',
    'Seat (booster)': 'Seat (booster)',
    Flexi: 'Flexi',
  },
};

const FR: MailTexts = {
  hello: (n) => `Bonjour ${n},`,
  dear: (f, l) => `Bonjour ${f} ${l},`,
  buttonFallback: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
  files: { eTicket: 'billet', leg: 'trajet' },
  confirmation: {
    subject: (r) => `Votre réservation de transfert ${r} est confirmée`,
    title: 'Merci pour votre réservation',
    thanks: 'Merci pour votre réservation. Elle a bien été enregistrée.',
    reservationNumber: 'Numéro de réservation : ',
    oneWay: 'Aller simple',
    return: 'Aller-retour',
    outbound: 'TRAJET ALLER',
    returnJourney: 'TRAJET RETOUR',
    passengers: (n) => `${n} passager${n === 1 ? '' : 's'}`,
    flight: 'Vol',
    pickUp: 'Prise en charge',
    dropOff: 'Dépose',
    total: 'Total : ',
    keep: 'Conservez cet e-mail : présentez le numéro de réservation au chauffeur.',
    attached: 'Votre billet électronique (PDF) et une entrée de calendrier par trajet sont joints.',
  },
  tickets: {
    private_coach: 'Transfert privé en autocar',
    private_premium: 'Transfert privé premium',
    private_standard: 'Transfert privé standard',
    shared_fixed: 'Transferts partagés à points fixes',
    shared_door: 'Transferts partagés porte à porte',
  },
  cancellation: {
    subject: (r) => `Votre réservation de transfert ${r} est annulée`,
    title: 'Réservation annulée',
    cancelled: ['Votre réservation ', ' a été annulée et ses places libérées.'],
    refund: (refund, percent, total) =>
      `Nous remboursons ${refund} (${percent} % de ${total}) sur la carte utilisée pour le paiement ; le montant arrive en général sous 5 à 10 jours ouvrés.`,
    noRefund: (total) =>
      `Selon les conditions d’annulation, aucun remboursement n’est dû pour cette annulation (total ${total}).`,
    questions: (phone) => `Des questions ? Appelez-nous au ${phone}.`,
  },
  reviewExpired: {
    subject: (r) => `Votre demande de transfert ${r} a expiré`,
    title: 'Demande expirée',
    expired: (r) =>
      `Nous n’avons pas pu confirmer votre demande ${r} à temps : elle a expiré et les places réservées ont été libérées.`,
    notCharged: 'Vous n’avez pas été débité.',
    next: (phone) => `Pour voyager, relancez une recherche ou appelez-nous au ${phone}.`,
  },
  reviewRequested: {
    subject: (r) => `Nous avons bien reçu votre demande de transfert ${r}`,
    title: 'Demande reçue',
    received: (r) =>
      `Merci : nous avons bien reçu votre demande ${r}. Le trajet choisi doit être confirmé par nos soins, et nous vérifions que nous pouvons vous transporter.`,
    answerBy: (until) =>
      `Nous vous répondrons au plus tard le ${until} (heure des Alpes) et gardons vos places d’ici là. Si nous pouvons vous transporter, notre e-mail contiendra un lien de paiement, et vos billets électroniques suivront le paiement.`,
    notCharged: 'Vous n’avez pas été débité.',
    questions: (phone) => `Des questions ? Appelez-nous au ${phone}.`,
  },
  reviewConfirmed: {
    subject: (r) => `Bonne nouvelle : votre transfert ${r} est disponible`,
    title: 'Votre transfert est disponible',
    confirmed: (r) => `Nous avons étudié votre demande ${r} : nous pouvons vous transporter.`,
    pay: (total, until) =>
      `Pour confirmer la réservation, réglez ${total} par le lien ci-dessous avant le ${until}. D’ici là, nous gardons vos places.`,
    button: 'Payer et confirmer ma réservation',
    invoiced:
      'Votre réservation est confirmée et sera facturée à votre société ; vos billets électroniques suivent dans un autre e-mail.',
  },
  reviewDeclined: {
    subject: (r) => `Votre demande de transfert ${r} n’a pas pu être acceptée`,
    title: 'Demande refusée',
    declined: (r) => `Nous sommes désolés : nous ne pouvons pas assurer votre demande ${r}.`,
    reason: (reason) => `Motif : ${reason}`,
    notCharged: 'Vous n’avez pas été débité et les places réservées ont été libérées.',
    next: (phone) => `Relancez une recherche pour un autre horaire, ou appelez-nous au ${phone}.`,
  },
  verification: {
    subject: (o) => `Confirmez votre adresse e-mail - ${o}`,
    title: 'Confirmez votre adresse e-mail',
    paragraphs: () => [
      'Confirmez que cette adresse e-mail vous appartient en ouvrant le lien ci-dessous.',
      'Une fois l’adresse confirmée, les réservations faites en tant qu’invité avec cette adresse apparaissent dans votre compte.',
    ],
    button: 'Confirmer mon e-mail',
    footer:
      'Le lien fonctionne une seule fois et expire dans 24 heures. Si vous n’avez pas créé de compte, ignorez cet e-mail.',
  },
  accountExists: {
    subject: (o) => `Vous avez déjà un compte - ${o}`,
    title: 'Vous avez déjà un compte',
    paragraphs: (o) => [
      `Quelqu’un, sans doute vous, a essayé de créer un compte ${o} avec cette adresse e-mail, qui en a déjà un.`,
      'Si c’était vous, connectez-vous avec votre mot de passe ou choisissez-en un nouveau avec le lien ci-dessous.',
    ],
    button: 'Choisir un nouveau mot de passe',
    footer: 'Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé dans votre compte.',
  },
  claimBookings: {
    subject: (o) => `Ajoutez vos réservations à votre compte - ${o}`,
    title: 'Ajoutez vos réservations à votre compte',
    paragraphs: () => [
      'Vous avez demandé à voir dans votre compte les réservations faites avec cette adresse e-mail.',
      'Ouvrez le lien ci-dessous pour les ajouter. Les réservations faites après l’envoi de cet e-mail demandent un nouveau lien.',
    ],
    button: 'Ajouter mes réservations',
    footer:
      'Le lien fonctionne une seule fois et expire dans 24 heures. Si vous ne l’avez pas demandé, ignorez cet e-mail.',
  },
  passwordReset: {
    subject: (o) => `Réinitialisez votre mot de passe - ${o}`,
    title: 'Réinitialisez votre mot de passe',
    paragraphs: (o) => [
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${o}.`,
      'Ouvrez le lien ci-dessous pour choisir un nouveau mot de passe.',
    ],
    button: 'Choisir un nouveau mot de passe',
    footer:
      'Le lien fonctionne une seule fois et expire dans 30 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  eTicket: {
    title: 'Billet électronique',
    reference: 'Référence de réservation : ',
    traveller: 'Voyageur',
    route: 'Trajet',
    date: 'Date',
    pickUpTime: (t, z) => `${t} (heure locale, ${z})`,
    meetingPoint: 'Point de rendez-vous',
    dropOff: 'Dépose',
    ticket: 'Billet',
    passengers: 'Passagers',
    flight: 'Vol',
    extras: 'Options',
    none: 'aucune',
    show: 'Présentez ce billet ou la référence de réservation au chauffeur au point de rendez-vous.',
    questions: (phone) => `Questions ou retards : appelez-nous au ${phone}.`,
  },
  calendar: {
    summary: (from, to, r) => `Transfert ${from} - ${to} (${r})`,
    reference: 'Référence de réservation',
    pickUp: (t, m) => `Prise en charge à ${t} (heure locale) - ${m}`,
    passengers: 'Passagers',
    flight: 'Vol',
    alarm: (t) => `Prise en charge du transfert à ${t}`,
  },
  extras: {
    Bag: 'Bagage',
    Skis: 'Skis',
    'Hand luggage': 'Bagage à main',
    Bike: 'Vélo',
    Pet: 'Animal',
    'Seat (rear)': 'Siège (arrière)',
    'Seat (front)': 'Siège (avant)',
    'Seat (booster)': 'Rehausseur',
    Flexi: 'Flexi',
  },
};

const ES: MailTexts = {
  hello: (n) => `Hola, ${n}:`,
  dear: (f, l) => `Estimado/a ${f} ${l}:`,
  buttonFallback: 'Si el botón no funciona, copie esta dirección en su navegador:',
  files: { eTicket: 'billete', leg: 'trayecto' },
  confirmation: {
    subject: (r) => `Su reserva de traslado ${r} está confirmada`,
    title: 'Gracias por su reserva',
    thanks: 'Gracias por su reserva. Se ha realizado correctamente.',
    reservationNumber: 'Número de reserva: ',
    oneWay: 'Solo ida',
    return: 'Ida y vuelta',
    outbound: 'TRAYECTO DE IDA',
    returnJourney: 'TRAYECTO DE VUELTA',
    passengers: (n) => `${n} pasajero${n === 1 ? '' : 's'}`,
    flight: 'Vuelo',
    pickUp: 'Recogida',
    dropOff: 'Llegada',
    total: 'Total: ',
    keep: 'Conserve este correo: muestre el número de reserva al conductor.',
    attached: 'Adjuntamos su billete electrónico (PDF) y una entrada de calendario por trayecto.',
  },
  tickets: {
    private_coach: 'Traslado privado en autocar',
    private_premium: 'Traslado privado premium',
    private_standard: 'Traslado privado estándar',
    shared_fixed: 'Traslados compartidos con paradas fijas',
    shared_door: 'Traslados compartidos puerta a puerta',
  },
  cancellation: {
    subject: (r) => `Su reserva de traslado ${r} está cancelada`,
    title: 'Reserva cancelada',
    cancelled: ['Su reserva ', ' se ha cancelado y sus plazas se han liberado.'],
    refund: (refund, percent, total) =>
      `Le reembolsamos ${refund} (${percent} % de ${total}) en la tarjeta con la que pagó; suele llegar en un plazo de 5 a 10 días laborables.`,
    noRefund: (total) =>
      `Según las condiciones de cancelación, esta cancelación no da derecho a reembolso (total ${total}).`,
    questions: (phone) => `¿Preguntas? Llámenos al ${phone}.`,
  },
  reviewExpired: {
    subject: (r) => `Su solicitud de traslado ${r} ha caducado`,
    title: 'Solicitud caducada',
    expired: (r) =>
      `No hemos podido confirmar su solicitud ${r} a tiempo: ha caducado y las plazas que reservábamos se han liberado.`,
    notCharged: 'No se le ha cobrado nada.',
    next: (phone) => `Para viajar, vuelva a buscar o llámenos al ${phone}.`,
  },
  reviewRequested: {
    subject: (r) => `Hemos recibido su solicitud de traslado ${r}`,
    title: 'Solicitud recibida',
    received: (r) =>
      `Gracias: hemos recibido su solicitud ${r}. El trayecto elegido necesita nuestra confirmación y estamos comprobando que podemos llevarle.`,
    answerBy: (until) =>
      `Le responderemos a más tardar el ${until} (hora de los Alpes) y le guardamos las plazas hasta entonces. Si podemos llevarle, nuestro correo traerá un enlace para pagar, y sus billetes electrónicos llegarán tras el pago.`,
    notCharged: 'No se le ha cobrado nada.',
    questions: (phone) => `¿Preguntas? Llámenos al ${phone}.`,
  },
  reviewConfirmed: {
    subject: (r) => `Buenas noticias: su traslado ${r} está disponible`,
    title: 'Su traslado está disponible',
    confirmed: (r) => `Hemos revisado su solicitud ${r}: podemos llevarle.`,
    pay: (total, until) =>
      `Para confirmar la reserva, pague ${total} con el enlace de abajo antes del ${until}. Hasta entonces le guardamos las plazas.`,
    button: 'Pagar y confirmar mi reserva',
    invoiced:
      'Su reserva está confirmada y se facturará a su empresa; sus billetes electrónicos llegan en otro correo.',
  },
  reviewDeclined: {
    subject: (r) => `Su solicitud de traslado ${r} no ha podido aceptarse`,
    title: 'Solicitud rechazada',
    declined: (r) => `Lo sentimos: no podemos realizar su solicitud ${r}.`,
    reason: (reason) => `Motivo: ${reason}`,
    notCharged: 'No se le ha cobrado nada y las plazas que reservábamos se han liberado.',
    next: (phone) => `Vuelva a buscar otro horario o llámenos al ${phone}.`,
  },
  verification: {
    subject: (o) => `Confirme su dirección de correo electrónico - ${o}`,
    title: 'Confirme su dirección de correo electrónico',
    paragraphs: () => [
      'Confirme que esta dirección de correo electrónico le pertenece abriendo el enlace de abajo.',
      'Una vez confirmada, las reservas que hizo como invitado con esta dirección aparecerán en su cuenta.',
    ],
    button: 'Confirmar mi correo',
    footer:
      'El enlace funciona una sola vez y caduca en 24 horas. Si no ha creado ninguna cuenta, ignore este correo.',
  },
  accountExists: {
    subject: (o) => `Ya tiene una cuenta - ${o}`,
    title: 'Ya tiene una cuenta',
    paragraphs: (o) => [
      `Alguien, probablemente usted, ha intentado crear una cuenta de ${o} con esta dirección de correo, que ya tiene una.`,
      'Si fue usted, inicie sesión con su contraseña o elija una nueva con el enlace de abajo.',
    ],
    button: 'Elegir una contraseña nueva',
    footer: 'Si no fue usted, ignore este correo: nada ha cambiado en su cuenta.',
  },
  claimBookings: {
    subject: (o) => `Añada sus reservas a su cuenta - ${o}`,
    title: 'Añada sus reservas a su cuenta',
    paragraphs: () => [
      'Ha pedido ver en su cuenta las reservas hechas con esta dirección de correo electrónico.',
      'Abra el enlace de abajo para añadirlas. Las reservas hechas después del envío de este correo necesitan un enlace nuevo.',
    ],
    button: 'Añadir mis reservas',
    footer: 'El enlace funciona una sola vez y caduca en 24 horas. Si no lo ha pedido, ignore este correo.',
  },
  passwordReset: {
    subject: (o) => `Restablezca su contraseña - ${o}`,
    title: 'Restablezca su contraseña',
    paragraphs: (o) => [
      `Hemos recibido una solicitud para restablecer la contraseña de su cuenta de ${o}.`,
      'Abra el enlace de abajo para elegir una contraseña nueva.',
    ],
    button: 'Elegir una contraseña nueva',
    footer:
      'El enlace funciona una sola vez y caduca en 30 minutos. Si no lo ha pedido, ignore este correo: su contraseña no cambia.',
  },
  eTicket: {
    title: 'Billete electrónico',
    reference: 'Referencia de la reserva: ',
    traveller: 'Viajero',
    route: 'Trayecto',
    date: 'Fecha',
    pickUpTime: (t, z) => `${t} (hora local, ${z})`,
    meetingPoint: 'Punto de encuentro',
    dropOff: 'Llegada',
    ticket: 'Billete',
    passengers: 'Pasajeros',
    flight: 'Vuelo',
    extras: 'Extras',
    none: 'ninguno',
    show: 'Muestre este billete o la referencia de la reserva al conductor en el punto de encuentro.',
    questions: (phone) => `Preguntas o retrasos: llámenos al ${phone}.`,
  },
  calendar: {
    summary: (from, to, r) => `Traslado ${from} - ${to} (${r})`,
    reference: 'Referencia de la reserva',
    pickUp: (t, m) => `Recogida a las ${t} (hora local) - ${m}`,
    passengers: 'Pasajeros',
    flight: 'Vuelo',
    alarm: (t) => `Recogida del traslado a las ${t}`,
  },
  extras: {
    Bag: 'Maleta',
    Skis: 'Esquís',
    'Hand luggage': 'Equipaje de mano',
    Bike: 'Bicicleta',
    Pet: 'Mascota',
    'Seat (rear)': 'Asiento (trasero)',
    'Seat (front)': 'Asiento (delantero)',
    'Seat (booster)': 'Elevador',
    Flexi: 'Flexi',
  },
};

/** The e-mail texts of every language (tests compare them). */
export const MAIL_TEXTS: Record<Language, MailTexts> = { en: EN, fr: FR, es: ES };

/** The e-mail texts of `language`, English when unknown. */
export function mailTexts(language: string | undefined): MailTexts {
  return MAIL_TEXTS[language as Language] ?? EN;
}

/**
 * A local date 'YYYY-MM-DD' as an e-mail in `language` writes it: the site's 'ddd DD MMM YY' (spec
 * part 2 §2.5; apps/web/src/i18n/format-date.ts) with dayjs's day and month names of the language,
 * so that the e-mail and the page write a date alike: 'Fri 19 Dec 25', 'ven. 19 déc. 25',
 * 'vie. 19 dic 25' (Intl wrote 'vie, 19 dic 25' in Spanish; docs/architecture.md §6).
 */
export function mailDate(date: string, language: string | undefined): string {
  if (language !== 'fr' && language !== 'es') return formatLocalDate(date);
  return dayjs(`${date}T00:00:00`).locale(language).format('ddd DD MMM YY');
}

/** An amount in minor units of `currency` as an e-mail in `language` writes it (docs/architecture.md §6). */
export function mailMoney(minor: number, currency: string, language: string | undefined): string {
  const l = language === 'fr' || language === 'es' ? language : 'en';
  return formatMoneyIn(fromMinor(minor), currency, l);
}

/** The name of an extra item in `language` ('Bag' -> 'Bagage'), the English name when not listed. */
export function extraName(item: string, language: string | undefined): string {
  return mailTexts(language).extras[item as ExtraItemName] ?? item;
}
