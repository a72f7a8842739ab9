import type { BookingState } from '@alpine/contract';
import type { Language } from './language.ts';

/**
 * The error_description texts a traveller can see on the site, and those the operator's console
 * shows (ADR 019), in English as the services write them (the reference) and in French and
 * Spanish (docs/architecture.md §6). The services keep throwing the
 * English text; the error handler swaps it for the request's language by a lookup built once.
 * `{name}` marks a part copied from the English text (a number, a code), except `{state}`, a
 * booking state translated by STATE_WORDS, and `{date}`, written in the language's words. A leg
 * ('outbound', 'return') is never a placeholder: each leg has its whole sentence. errorText writes
 * a text with its values. Typed: a key missing in fr or es fails the typecheck; errors.test.ts
 * checks the English texts against the services.
 */
const EN = {
  bookingNotFound: 'We could not find a booking with that reference and e-mail.',
  journeyNotFound: 'We could not find that journey.',
  tooManyFinds: 'Too many attempts to find a booking. Please wait a minute and try again.',
  tooManyJourneyReads: 'Too many attempts to look up a journey. Please wait a minute and try again.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  serviceBusy: 'The service is busy; please try again in a moment.',
  signInForBookings: 'Sign in to see your bookings: a customer sees only their own.',
  stillProcessing: 'This payment is still being processed: try again in a moment.',
  noAuthenticationAwaited: 'This payment does not await authentication.',
  amountChanged: 'The amount has changed: please review your booking.',
  awaitsReview: 'This booking awaits review and is not paid online.',
  bookingExpired:
    'This booking has expired and its seats were released; you have not been charged. Please search again.',
  paymentEndedMeanwhile:
    'A payment for this booking has just completed or ended; please reload the booking to see its state.',
  nothingToPay: 'This booking has no journey yet: nothing to pay.',
  paidByInvoice: 'This booking is paid by invoice, not by card.',
  quoteExpired: 'This quote has expired; please search again.',
  seatsGone: 'Sorry, the seats on this departure have just gone; please choose another departure.',
  seatsGoneOnPay:
    'Sorry, the seats on this departure have gone while you paid; please choose another departure.',
  seatsGoneRefunded: 'Your payment was refunded because the seats were sold before it completed.',
  noLongerPending: 'This booking is no longer pending payment.',
  invoiceForPartners:
    'Only a signed-in user of the partner this booking is for can pay by invoice; please pay by card.',
  reviewBeforePaying: 'This booking awaits our review: it cannot be paid yet.',
  notConfirmed: 'This booking could not be confirmed.',
  tooSoonToReview:
    'This departure leaves too soon for us to review the booking; please choose a later departure.',
  tooManyHeldSeats:
    'You are already holding {held} seats on bookings not yet paid, and at most {limit} can be held at a time: pay for those bookings or wait until their seats are released before holding more.',
  tooManyHeldSeatsHere:
    'Bookings not yet paid from your connection already hold {held} seats, and at most {limit} can be held at a time: please try again in a few minutes.',
  tooManyReviews:
    'You already have {count} bookings waiting for our review; please wait for our answer on those before sending another.',
  returnBeforeOutbound: 'The return date cannot be before the outbound date.',
  flexiRefused:
    'The Flexi ticket is offered only on shared transfers, and not when travelling by other means.',
  petRefused: 'Pets travel only on private transfers.',
  childSeatsRefused: 'Rear-facing and front-facing child seats are fitted only on private transfers.',
  invalidLink: 'This link is invalid or has expired.',
  logInForAccount: 'Log in to see or change your account.',
  accountGone: 'This account no longer exists.',
  emailTaken: 'This e-mail address already belongs to another account.',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordTooShort: 'Your password must be at least {min} characters long.',
  passwordTooCommon: 'This password is too common and easy to guess. Please choose another one.',
  sessionEnded: 'This session has ended (logged out or password changed); please log in again.',
  accountGoneLogIn: 'This account no longer exists; please log in again.',
  tokenExpired: 'The access token is invalid or has expired; request a new one.',
  wrongPassword: 'Wrong e-mail or password.',
  serverError: 'Something went wrong on our side.',
  outboundOriginUnknown: 'The outbound origin locationID {locationID} is not a known location.',
  returnOriginUnknown: 'The return origin locationID {locationID} is not a known location.',
  outboundDestinationUnknown: 'The outbound destination locationID {locationID} is not a known location.',
  returnDestinationUnknown: 'The return destination locationID {locationID} is not a known location.',
  outboundSameEnds: 'The outbound origin and destination must be different locations.',
  returnSameEnds: 'The return origin and destination must be different locations.',
  outboundDatePast: 'The outbound date {date} is in the past.',
  returnDatePast: 'The return date {date} is in the past.',
  outboundTimePast: 'The outbound time, {time}, has already passed today; please choose a later time.',
  returnTimePast: 'The return time, {time}, has already passed today; please choose a later time.',
  outboundDateTooFar: 'The outbound date {date} is too far ahead; we sell up to {days} days ahead.',
  returnDateTooFar: 'The return date {date} is too far ahead; we sell up to {days} days ahead.',
  locationUnknown: 'No location with locationID {locationID}.',
  fareLocationUnknown: 'No airport or resort has locationID {locationID}.',
  bookingIDNotFound: 'No booking with bookingID {bookingID}.',
  notOurQuote: 'quote.quoteID is not a quote of ours; please search again.',
  promotionUnavailable:
    'The promotion code of this quote can no longer be used (paused, used up or expired); please search again for the current price.',
  atMostTwoJourneys: 'A booking has at most two journeys: outbound and return.',
  doorToDoorTooFar:
    'Door-to-door shuttles go only to addresses within {km} km of the resort or airport; this address is farther, or could not be found on the map. Please choose a private transfer.',
  sharedStopsOnly: 'A shared shuttle stops only at its stops: please choose one of them.',
  typedAddressIncomplete:
    'The typed address needs all four fields: Hotel or Chalet name, Street Address, City or town and Post Code.',
  oneCurrency: 'Every journey of a booking is paid in one currency; this booking is in {currency}.',
  stateCannotBePaid: 'This booking is {state}: it cannot be paid.',
  stateNoJourneyAdded: 'This booking is {state}: no journey can be added to it.',
  stateNotForReview: 'This booking is {state}: it cannot be sent for review.',
  stateNotCancellable: 'This booking is {state}: only a confirmed booking can be cancelled.',
  alreadyConfirmedPayByLink:
    'We have already confirmed this booking: please pay it through the link we e-mailed.',
  reviewedNoJourneyAdded:
    'We have confirmed this booking as it was sent to us: no journey can be added to it. Please pay it through the link we e-mailed, or make a new booking.',
  payLinkGone: 'This payment link has expired or is no longer valid; please contact us to book again.',
  contactTooMany: 'You have sent several messages in a short time. Please try again in an hour, or call us.',
  groupNoRoute: 'We run no transfers between these two places.',
  groupRequestsTooMany:
    'You have sent several group requests in a short time. Please try again in an hour, or call us.',
  groupRequestNotFound: 'There is no group request {groupRequestID}.',
  loginBackoffSecond:
    'Too many failed attempts for this account from your connection. Please try again in 1 second, or reset your password.',
  loginBackoffSeconds:
    'Too many failed attempts for this account from your connection. Please try again in {seconds} seconds, or reset your password.',
  loginBackoffMinutes:
    'Too many failed attempts for this account from your connection. Please try again in {minutes} minutes, or reset your password.',
  // the operator's console (ADR 019: every operator screen in English, French and Spanish)
  noPromotion: 'No promotion with this id.',
  noPartner: 'No partner with this id.',
  promotionCodeExists: 'The code {code} exists already.',
  promotionEndsBeforeStart: 'The promotion cannot end on {until}, before it starts on {from}.',
  useLimitBelowUses:
    'The use limit cannot be below the {uses} uses so far: give {uses} or more, or no limit.',
  promotionChangedMeanwhile: 'The promotion was changed at the same moment; reload and try again.',
  partnerChangedMeanwhile: 'The partner was changed at the same moment; reload and try again.',
  partnerNeedsPayment: 'A partner must allow card or invoice payment, or both.',
  emailHasAccount: 'This e-mail address already has an account.',
  notAwaitingDecision: 'Booking {reference} is {state}: only a booking awaiting review can be decided.',
  seatsGoneCannotConfirm: 'The seats of this booking have gone meanwhile: it cannot be confirmed.',
  departedCannotConfirm: 'Booking {reference} departs at or before this moment: it can only be declined.',
  departedCannotPay: 'This transfer has already left: it can no longer be paid.',
  noDeparture: 'No departure {departureID}.',
  capacityBelowSold: 'The capacity cannot go below the {seats} seats already sold or held on this departure.',
  noBookingWithReference: 'No booking with reference {reference}.',
  cannotBoard: 'Booking {reference} is {state}: it cannot board.',
  boardsOnItsDay: 'Booking {reference} travels on {date}: it boards on that day only.',
  noJourneyOnBooking: 'Booking {reference} has no journey {passengerID}.',
} as const;

/** The key of one traveller-visible error text. */
export type ErrorKey = keyof typeof EN;
type ErrorCatalogue = Record<ErrorKey, string>;

const FR: ErrorCatalogue = {
  bookingNotFound: 'Nous n’avons trouvé aucune réservation avec cette référence et cet e-mail.',
  journeyNotFound: 'Nous n’avons pas trouvé ce trajet.',
  tooManyFinds: 'Trop de tentatives de recherche de réservation. Patientez une minute et réessayez.',
  tooManyJourneyReads: 'Trop de tentatives de consultation d’un trajet. Patientez une minute et réessayez.',
  tooManyAttempts: 'Trop de tentatives. Patientez une minute et réessayez.',
  serviceBusy: 'Le service est très sollicité ; réessayez dans un instant.',
  signInForBookings: 'Connectez-vous pour voir vos réservations : chaque client ne voit que les siennes.',
  stillProcessing: 'Ce paiement est encore en cours de traitement : réessayez dans un instant.',
  noAuthenticationAwaited: 'Ce paiement n’attend pas d’authentification.',
  amountChanged: 'Le montant a changé : vérifiez votre réservation.',
  awaitsReview: 'Cette réservation attend notre vérification et ne se paie pas en ligne.',
  bookingExpired:
    'Cette réservation a expiré et ses places ont été libérées ; vous n’avez pas été débité. Relancez une recherche.',
  paymentEndedMeanwhile:
    'Un paiement de cette réservation vient d’aboutir ou de prendre fin ; rechargez la réservation pour voir son état.',
  nothingToPay: 'Cette réservation ne comporte encore aucun trajet : rien à payer.',
  paidByInvoice: 'Cette réservation se règle sur facture, pas par carte.',
  quoteExpired: 'Ce tarif a expiré ; relancez une recherche.',
  seatsGone: 'Désolés, les places de ce départ viennent de partir ; choisissez un autre départ.',
  seatsGoneOnPay:
    'Désolés, les places de ce départ sont parties pendant votre paiement ; choisissez un autre départ.',
  seatsGoneRefunded: 'Votre paiement a été remboursé car les places ont été vendues avant sa fin.',
  noLongerPending: 'Cette réservation n’est plus en attente de paiement.',
  invoiceForPartners:
    'Seul un utilisateur connecté du partenaire de cette réservation peut payer sur facture ; payez par carte.',
  reviewBeforePaying: 'Cette réservation attend notre vérification : elle ne peut pas encore être payée.',
  notConfirmed: 'Cette réservation n’a pas pu être confirmée.',
  tooSoonToReview:
    'Ce départ est trop proche pour que nous vérifiions la réservation ; choisissez un départ plus tardif.',
  tooManyHeldSeats:
    'Vous retenez déjà {held} places sur des réservations non payées, et {limit} au plus peuvent l’être à la fois : payez ces réservations ou attendez que leurs places soient libérées avant d’en retenir d’autres.',
  tooManyHeldSeatsHere:
    'Des réservations non payées depuis votre connexion retiennent déjà {held} places, et {limit} au plus peuvent l’être à la fois : réessayez dans quelques minutes.',
  tooManyReviews:
    'Vous avez déjà {count} réservations en attente de notre vérification ; attendez notre réponse avant d’en envoyer une autre.',
  returnBeforeOutbound: 'La date de retour ne peut pas précéder la date d’aller.',
  flexiRefused:
    'Le billet Flexi n’est proposé que sur les transferts partagés, et pas si vous voyagez par un autre moyen.',
  petRefused: 'Les animaux ne voyagent que sur les transferts privés.',
  childSeatsRefused:
    'Les sièges enfant dos à la route et face à la route ne sont installés que sur les transferts privés.',
  invalidLink: 'Ce lien n’est pas valide ou a expiré.',
  logInForAccount: 'Connectez-vous pour voir ou modifier votre compte.',
  accountGone: 'Ce compte n’existe plus.',
  emailTaken: 'Cette adresse e-mail appartient déjà à un autre compte.',
  wrongCurrentPassword: 'Votre mot de passe actuel est incorrect.',
  passwordTooShort: 'Votre mot de passe doit comporter au moins {min} caractères.',
  passwordTooCommon: 'Ce mot de passe est trop courant et facile à deviner. Choisissez-en un autre.',
  sessionEnded: 'Cette session a pris fin (déconnexion ou mot de passe changé) ; reconnectez-vous.',
  accountGoneLogIn: 'Ce compte n’existe plus ; reconnectez-vous.',
  tokenExpired: 'Le jeton d’accès n’est pas valide ou a expiré ; demandez-en un nouveau.',
  wrongPassword: 'E-mail ou mot de passe incorrect.',
  serverError: 'Une erreur s’est produite de notre côté.',
  outboundOriginUnknown: 'Le lieu de départ de l’aller (locationID {locationID}) n’est pas un lieu connu.',
  returnOriginUnknown: 'Le lieu de départ du retour (locationID {locationID}) n’est pas un lieu connu.',
  outboundDestinationUnknown: 'La destination de l’aller (locationID {locationID}) n’est pas un lieu connu.',
  returnDestinationUnknown: 'La destination du retour (locationID {locationID}) n’est pas un lieu connu.',
  outboundSameEnds: 'Le lieu de départ et la destination de l’aller doivent être différents.',
  returnSameEnds: 'Le lieu de départ et la destination du retour doivent être différents.',
  outboundDatePast: 'La date de l’aller, {date}, est passée.',
  returnDatePast: 'La date du retour, {date}, est passée.',
  outboundTimePast:
    'L’heure de l’aller, {time}, est déjà passée aujourd’hui ; veuillez choisir une heure plus tardive.',
  returnTimePast:
    'L’heure du retour, {time}, est déjà passée aujourd’hui ; veuillez choisir une heure plus tardive.',
  outboundDateTooFar:
    'La date de l’aller, {date}, est trop lointaine : nous vendons jusqu’à {days} jours à l’avance.',
  returnDateTooFar:
    'La date du retour, {date}, est trop lointaine : nous vendons jusqu’à {days} jours à l’avance.',
  locationUnknown: 'Aucun lieu n’a le locationID {locationID}.',
  fareLocationUnknown: 'Aucun aéroport ni aucune station n’a le locationID {locationID}.',
  bookingIDNotFound: 'Aucune réservation n’a le numéro {bookingID}.',
  notOurQuote: 'Ce tarif ne vient pas de chez nous ; relancez une recherche.',
  promotionUnavailable:
    'Le code promotionnel de ce tarif n’est plus valable (suspendu, épuisé ou expiré) ; relancez une recherche pour connaître le prix actuel.',
  atMostTwoJourneys: 'Une réservation comporte au plus deux trajets : l’aller et le retour.',
  doorToDoorTooFar:
    'Les navettes porte à porte ne vont qu’aux adresses situées à moins de {km} km de la station ou de l’aéroport ; cette adresse est plus loin, ou introuvable sur la carte. Veuillez choisir un transfert privé.',
  sharedStopsOnly: 'Une navette partagée ne s’arrête qu’à ses arrêts : veuillez en choisir un.',
  typedAddressIncomplete:
    'L’adresse saisie doit avoir ses quatre champs : nom de l’hôtel ou du chalet, adresse, ville et code postal.',
  oneCurrency:
    'Tous les trajets d’une réservation se paient dans une seule devise ; cette réservation est en {currency}.',
  stateCannotBePaid: 'Cette réservation est {state} : elle ne peut pas être payée.',
  stateNoJourneyAdded: 'Cette réservation est {state} : aucun trajet ne peut y être ajouté.',
  stateNotForReview: 'Cette réservation est {state} : elle ne peut pas être envoyée pour vérification.',
  stateNotCancellable: 'Cette réservation est {state} : seule une réservation confirmée peut être annulée.',
  alreadyConfirmedPayByLink:
    'Nous avons déjà confirmé cette réservation : payez-la par le lien que nous vous avons envoyé par e-mail.',
  reviewedNoJourneyAdded:
    'Nous avons confirmé cette réservation telle que vous nous l’avez envoyée : aucun trajet ne peut y être ajouté. Payez-la par le lien que nous vous avons envoyé par e-mail, ou faites une nouvelle réservation.',
  payLinkGone: 'Ce lien de paiement a expiré ou n’est plus valide ; contactez-nous pour réserver à nouveau.',
  contactTooMany:
    'Vous avez envoyé plusieurs messages en peu de temps. Réessayez dans une heure, ou appelez-nous.',
  groupNoRoute: 'Nous n’assurons aucun transfert entre ces deux lieux.',
  groupRequestsTooMany:
    'Vous avez envoyé plusieurs demandes de groupe en peu de temps. Réessayez dans une heure, ou appelez-nous.',
  groupRequestNotFound: 'Il n’y a pas de demande de groupe {groupRequestID}.',
  loginBackoffSecond:
    'Trop de tentatives échouées pour ce compte depuis votre connexion. Réessayez dans 1 seconde, ou réinitialisez votre mot de passe.',
  loginBackoffSeconds:
    'Trop de tentatives échouées pour ce compte depuis votre connexion. Réessayez dans {seconds} secondes, ou réinitialisez votre mot de passe.',
  loginBackoffMinutes:
    'Trop de tentatives échouées pour ce compte depuis votre connexion. Réessayez dans {minutes} minutes, ou réinitialisez votre mot de passe.',
  // the operator's console (ADR 019: every operator screen in English, French and Spanish)
  noPromotion: 'Aucune promotion ne porte cet identifiant.',
  noPartner: 'Aucun partenaire ne porte cet identifiant.',
  promotionCodeExists: 'Le code {code} existe déjà.',
  promotionEndsBeforeStart: 'La promotion ne peut pas se terminer le {until}, avant son début le {from}.',
  useLimitBelowUses:
    'La limite d’utilisation ne peut pas être inférieure aux {uses} utilisations déjà faites : indiquez {uses} ou plus, ou aucune limite.',
  promotionChangedMeanwhile: 'La promotion a été modifiée au même moment ; rechargez la page et réessayez.',
  partnerChangedMeanwhile: 'Le partenaire a été modifié au même moment ; rechargez la page et réessayez.',
  partnerNeedsPayment: 'Un partenaire doit accepter le paiement par carte ou sur facture, ou les deux.',
  emailHasAccount: 'Cette adresse e-mail a déjà un compte.',
  notAwaitingDecision:
    'La réservation {reference} est {state} : seule une réservation en attente de vérification peut être décidée.',
  seatsGoneCannotConfirm:
    'Les places de cette réservation sont parties entre-temps : elle ne peut pas être confirmée.',
  departedCannotConfirm:
    'La réservation {reference} part maintenant ou est déjà partie : elle ne peut qu’être refusée.',
  departedCannotPay: 'Ce transfert est déjà parti : il ne peut plus être payé.',
  noDeparture: 'Aucun départ {departureID}.',
  capacityBelowSold:
    'La capacité ne peut pas descendre sous les {seats} places déjà vendues ou retenues sur ce départ.',
  noBookingWithReference: 'Aucune réservation avec la référence {reference}.',
  cannotBoard: 'La réservation {reference} est {state} : elle ne peut pas embarquer.',
  boardsOnItsDay: 'La réservation {reference} voyage le {date} : elle embarque ce jour-là seulement.',
  noJourneyOnBooking: 'La réservation {reference} n’a pas de trajet {passengerID}.',
};

const ES: ErrorCatalogue = {
  bookingNotFound: 'No hemos encontrado ninguna reserva con esa referencia y ese correo electrónico.',
  journeyNotFound: 'No hemos encontrado ese trayecto.',
  tooManyFinds: 'Demasiados intentos de buscar una reserva. Espere un minuto y vuelva a intentarlo.',
  tooManyJourneyReads:
    'Demasiados intentos de consultar un trayecto. Espere un minuto y vuelva a intentarlo.',
  tooManyAttempts: 'Demasiados intentos. Espere un minuto y vuelva a intentarlo.',
  serviceBusy: 'El servicio está saturado; vuelva a intentarlo en un momento.',
  signInForBookings: 'Inicie sesión para ver sus reservas: cada cliente solo ve las suyas.',
  stillProcessing: 'Este pago todavía se está procesando: vuelva a intentarlo en un momento.',
  noAuthenticationAwaited: 'Este pago no está pendiente de autenticación.',
  amountChanged: 'El importe ha cambiado: revise su reserva.',
  awaitsReview: 'Esta reserva está pendiente de revisión y no se paga en línea.',
  bookingExpired:
    'Esta reserva ha caducado y sus plazas se han liberado; no se le ha cobrado nada. Vuelva a buscar.',
  paymentEndedMeanwhile:
    'Un pago de esta reserva acaba de completarse o terminar; recargue la reserva para ver su estado.',
  nothingToPay: 'Esta reserva aún no tiene ningún trayecto: no hay nada que pagar.',
  paidByInvoice: 'Esta reserva se paga con factura, no con tarjeta.',
  quoteExpired: 'Esta tarifa ha caducado; vuelva a buscar.',
  seatsGone: 'Lo sentimos, las plazas de esta salida acaban de agotarse; elija otra salida.',
  seatsGoneOnPay: 'Lo sentimos, las plazas de esta salida se han agotado mientras pagaba; elija otra salida.',
  seatsGoneRefunded: 'Le hemos reembolsado el pago porque las plazas se vendieron antes de completarlo.',
  noLongerPending: 'Esta reserva ya no está pendiente de pago.',
  invoiceForPartners:
    'Solo un usuario conectado del socio de esta reserva puede pagar con factura; pague con tarjeta.',
  reviewBeforePaying: 'Esta reserva está pendiente de nuestra revisión: todavía no se puede pagar.',
  notConfirmed: 'No se ha podido confirmar esta reserva.',
  tooSoonToReview:
    'Esta salida es demasiado pronto para que revisemos la reserva; elija una salida posterior.',
  tooManyHeldSeats:
    'Ya está reteniendo {held} plazas en reservas sin pagar, y como máximo se pueden retener {limit} a la vez: pague esas reservas o espere a que se liberen sus plazas antes de retener más.',
  tooManyHeldSeatsHere:
    'Las reservas sin pagar desde su conexión ya retienen {held} plazas, y como máximo se pueden retener {limit} a la vez: vuelva a intentarlo dentro de unos minutos.',
  tooManyReviews:
    'Ya tiene {count} reservas pendientes de nuestra revisión; espere nuestra respuesta antes de enviar otra.',
  returnBeforeOutbound: 'La fecha de vuelta no puede ser anterior a la de ida.',
  flexiRefused: 'El billete Flexi solo se ofrece en los traslados compartidos, y no si viaja por otro medio.',
  petRefused: 'Las mascotas solo viajan en traslados privados.',
  childSeatsRefused:
    'Las sillas infantiles a contramarcha y en el sentido de la marcha solo se instalan en traslados privados.',
  invalidLink: 'Este enlace no es válido o ha caducado.',
  logInForAccount: 'Inicie sesión para ver o modificar su cuenta.',
  accountGone: 'Esta cuenta ya no existe.',
  emailTaken: 'Esta dirección de correo electrónico ya pertenece a otra cuenta.',
  wrongCurrentPassword: 'Su contraseña actual no es correcta.',
  passwordTooShort: 'Su contraseña debe tener al menos {min} caracteres.',
  passwordTooCommon: 'Esta contraseña es demasiado común y fácil de adivinar. Elija otra.',
  sessionEnded:
    'Esta sesión ha terminado (cierre de sesión o cambio de contraseña); vuelva a iniciar sesión.',
  accountGoneLogIn: 'Esta cuenta ya no existe; vuelva a iniciar sesión.',
  tokenExpired: 'El token de acceso no es válido o ha caducado; solicite uno nuevo.',
  wrongPassword: 'Correo electrónico o contraseña incorrectos.',
  serverError: 'Algo ha fallado por nuestra parte.',
  outboundOriginUnknown: 'El origen de la ida (locationID {locationID}) no es un lugar conocido.',
  returnOriginUnknown: 'El origen de la vuelta (locationID {locationID}) no es un lugar conocido.',
  outboundDestinationUnknown: 'El destino de la ida (locationID {locationID}) no es un lugar conocido.',
  returnDestinationUnknown: 'El destino de la vuelta (locationID {locationID}) no es un lugar conocido.',
  outboundSameEnds: 'El origen y el destino de la ida deben ser lugares distintos.',
  returnSameEnds: 'El origen y el destino de la vuelta deben ser lugares distintos.',
  outboundDatePast: 'La fecha de ida, {date}, ya ha pasado.',
  returnDatePast: 'La fecha de vuelta, {date}, ya ha pasado.',
  outboundTimePast: 'La hora de ida, {time}, ya ha pasado hoy; elija una hora más tardía.',
  returnTimePast: 'La hora de vuelta, {time}, ya ha pasado hoy; elija una hora más tardía.',
  outboundDateTooFar:
    'La fecha de ida, {date}, es demasiado lejana: vendemos con hasta {days} días de antelación.',
  returnDateTooFar:
    'La fecha de vuelta, {date}, es demasiado lejana: vendemos con hasta {days} días de antelación.',
  locationUnknown: 'Ningún lugar tiene el locationID {locationID}.',
  fareLocationUnknown: 'Ningún aeropuerto ni estación tiene el locationID {locationID}.',
  bookingIDNotFound: 'No hay ninguna reserva con el número {bookingID}.',
  notOurQuote: 'Esta tarifa no es nuestra; vuelva a buscar.',
  promotionUnavailable:
    'El código promocional de esta tarifa ya no es válido (en pausa, agotado o caducado); vuelva a buscar para ver el precio actual.',
  atMostTwoJourneys: 'Una reserva tiene como máximo dos trayectos: la ida y la vuelta.',
  doorToDoorTooFar:
    'Los traslados puerta a puerta solo van a direcciones a menos de {km} km de la estación o del aeropuerto; esta dirección está más lejos, o no se encuentra en el mapa. Elija un traslado privado.',
  sharedStopsOnly: 'Un traslado compartido solo para en sus paradas: elija una de ellas.',
  typedAddressIncomplete:
    'La dirección escrita necesita sus cuatro campos: nombre del hotel o chalet, dirección, ciudad o localidad y código postal.',
  oneCurrency:
    'Todos los trayectos de una reserva se pagan en una sola moneda; esta reserva está en {currency}.',
  stateCannotBePaid: 'Esta reserva está {state}: no se puede pagar.',
  stateNoJourneyAdded: 'Esta reserva está {state}: no se le puede añadir ningún trayecto.',
  stateNotForReview: 'Esta reserva está {state}: no se puede enviar a revisión.',
  stateNotCancellable: 'Esta reserva está {state}: solo se puede cancelar una reserva confirmada.',
  alreadyConfirmedPayByLink:
    'Ya hemos confirmado esta reserva: páguela mediante el enlace que le enviamos por correo electrónico.',
  reviewedNoJourneyAdded:
    'Hemos confirmado esta reserva tal como nos la envió: no se le puede añadir ningún trayecto. Páguela mediante el enlace que le enviamos por correo electrónico, o haga una nueva reserva.',
  payLinkGone:
    'Este enlace de pago ha caducado o ya no es válido; póngase en contacto con nosotros para volver a reservar.',
  contactTooMany:
    'Ha enviado varios mensajes en poco tiempo. Vuelva a intentarlo dentro de una hora, o llámenos.',
  groupNoRoute: 'No ofrecemos traslados entre estos dos lugares.',
  groupRequestsTooMany:
    'Ha enviado varias solicitudes de grupo en poco tiempo. Vuelva a intentarlo dentro de una hora, o llámenos.',
  groupRequestNotFound: 'No existe la solicitud de grupo {groupRequestID}.',
  loginBackoffSecond:
    'Demasiados intentos fallidos para esta cuenta desde su conexión. Vuelva a intentarlo dentro de 1 segundo, o restablezca su contraseña.',
  loginBackoffSeconds:
    'Demasiados intentos fallidos para esta cuenta desde su conexión. Vuelva a intentarlo dentro de {seconds} segundos, o restablezca su contraseña.',
  loginBackoffMinutes:
    'Demasiados intentos fallidos para esta cuenta desde su conexión. Vuelva a intentarlo dentro de {minutes} minutos, o restablezca su contraseña.',
  // the operator's console (ADR 019: every operator screen in English, French and Spanish)
  noPromotion: 'No hay ninguna promoción con este identificador.',
  noPartner: 'No hay ningún socio con este identificador.',
  promotionCodeExists: 'El código {code} ya existe.',
  promotionEndsBeforeStart: 'La promoción no puede terminar el {until}, antes de empezar el {from}.',
  useLimitBelowUses:
    'El límite de usos no puede ser inferior a los {uses} usos ya hechos: indique {uses} o más, o ningún límite.',
  promotionChangedMeanwhile:
    'La promoción se ha modificado en el mismo momento; recargue la página y vuelva a intentarlo.',
  partnerChangedMeanwhile:
    'El socio se ha modificado en el mismo momento; recargue la página y vuelva a intentarlo.',
  partnerNeedsPayment: 'Un socio debe aceptar el pago con tarjeta o por factura, o ambos.',
  emailHasAccount: 'Esta dirección de correo electrónico ya tiene una cuenta.',
  notAwaitingDecision:
    'La reserva {reference} está {state}: solo se puede decidir sobre una reserva pendiente de revisión.',
  seatsGoneCannotConfirm: 'Las plazas de esta reserva se han agotado entretanto: no se puede confirmar.',
  departedCannotConfirm: 'La reserva {reference} sale ahora o ya ha salido: solo se puede rechazar.',
  departedCannotPay: 'Este traslado ya ha salido: ya no se puede pagar.',
  noDeparture: 'No existe la salida {departureID}.',
  capacityBelowSold:
    'La capacidad no puede bajar de las {seats} plazas ya vendidas o retenidas en esta salida.',
  noBookingWithReference: 'No hay ninguna reserva con la referencia {reference}.',
  cannotBoard: 'La reserva {reference} está {state}: no puede embarcar.',
  boardsOnItsDay: 'La reserva {reference} viaja el {date}: solo embarca ese día.',
  noJourneyOnBooking: 'La reserva {reference} no tiene el trayecto {passengerID}.',
};

/** Every error catalogue by language (tests read them; the lookup below is built from them). */
export const ERROR_CATALOGUES: Record<Language, ErrorCatalogue> = { en: EN, fr: FR, es: ES };

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A booking's state as the `{state}` word of the texts above ('This booking is {state}: ...'), per
 * language (docs/architecture.md §6): translated, never copied, so no English or raw state
 * ('awaiting_review') lands in a French or Spanish sentence. French and Spanish agree with 'réservation' and
 * 'reserva'.
 */
export const STATE_WORDS: Record<Language, Record<BookingState, string>> = {
  en: {
    pending_payment: 'pending payment',
    awaiting_review: 'awaiting review',
    confirmed: 'confirmed',
    cancelled: 'cancelled',
    expired: 'expired',
  },
  fr: {
    pending_payment: 'en attente de paiement',
    awaiting_review: 'en attente de vérification',
    confirmed: 'confirmée',
    cancelled: 'annulée',
    expired: 'expirée',
  },
  es: {
    pending_payment: 'pendiente de pago',
    awaiting_review: 'pendiente de revisión',
    confirmed: 'confirmada',
    cancelled: 'cancelada',
    expired: 'caducada',
  },
};

/** The English word of each state -> the state (to read a `{state}` back from an English text). */
const STATE_OF_WORD = new Map(
  (Object.entries(STATE_WORDS.en) as [BookingState, string][]).map(([state, word]) => [word, state]),
);

/**
 * The English text of `key` with its `{name}` placeholders filled from `values` (docs/architecture.md §6):
 * what a service throws, so that translateError finds it again. `state` is a BookingState and is written
 * as its English word ('pending_payment' -> 'pending payment'); other values are copied (numbers,
 * ISO dates, currency codes). A placeholder without a value stays as `{name}`.
 */
export function errorText(key: ErrorKey, values: Record<string, string | number> = {}): string {
  return EN[key].replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return name === 'state' ? (STATE_WORDS.en[value as BookingState] ?? String(value)) : String(value);
  });
}

/**
 * A placeholder's value in `language`: a `{state}` word translated, a `{date}` (YYYY-MM-DD) written
 * in words ('20 novembre 2026', '20 de noviembre de 2026'), anything else copied.
 */
function valueIn(name: string, value: string, language: Language): string {
  if (name === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime())) return value;
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  }
  if (name !== 'state') return value;
  const state = STATE_OF_WORD.get(value);
  return state ? STATE_WORDS[language][state] : value;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English text -> key for the fixed texts; a matcher per template (built once at start). */
const FIXED = new Map<string, ErrorKey>();
const TEMPLATES: { key: ErrorKey; pattern: RegExp; names: string[] }[] = [];
for (const [key, text] of Object.entries(EN) as [ErrorKey, string][]) {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  if (names.length === 0) FIXED.set(text, key);
  else {
    const source = text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    TEMPLATES.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
}

/**
 * `description` (an English error text a service threw) in `language` (docs/architecture.md §6): the
 * catalogue's text with the English text's numbers and dates copied in; unchanged for English and for texts
 * not in the catalogue (developer-facing validation messages stay English).
 */
export function translateError(description: string, language: Language): string {
  if (language === 'en') return description;
  const catalogue = ERROR_CATALOGUES[language];
  const key = FIXED.get(description);
  if (key) return catalogue[key];
  for (const t of TEMPLATES) {
    const match = t.pattern.exec(description);
    if (!match) continue;
    const values = new Map(t.names.map((name, i) => [name, match[i + 1] ?? '']));
    return catalogue[t.key].replace(PLACEHOLDER, (_, name: string) =>
      valueIn(name, values.get(name) ?? '', language),
    );
  }
  return description;
}
