import type { PageLocale } from './presentment';

/** The local checkout page's texts in the languages it speaks (`locale`, or `auto`). */
export interface CheckoutTexts {
  title: string;
  heading: string;
  testMode: string;
  liveMode: string;
  payingAs: string;
  subtotal: string;
  discount: string;
  tax: string;
  total: string;
  promotionCode: string;
  apply: string;
  taxId: string;
  pay: string;
  cancel: string;
  /** Beside the total in the buyer's currency: the USD price and the rate it was converted at. */
  converted: (usd: string, rate: string) => string;
  note: string;
}

export const CHECKOUT_TEXTS: Record<PageLocale, CheckoutTexts> = {
  en: {
    title: 'Checkout (local Stripe)',
    heading: 'Checkout',
    testMode: 'Test mode',
    liveMode: 'Live mode (local)',
    payingAs: 'Paying as',
    subtotal: 'Subtotal',
    discount: 'Discount',
    tax: 'Tax',
    total: 'Total',
    promotionCode: 'Promotion code',
    apply: 'Apply',
    taxId: 'Tax ID (optional)',
    pay: 'Pay',
    cancel: 'Cancel',
    converted: (usd, rate) => `Converted from ${usd} at 1 USD = ${rate} (local test rate).`,
    note:
      'Local Stripe stand-in: no card is charged. Pay marks the session paid and sends the ' +
      'checkout.session.completed webhook to the shop.',
  },
  de: {
    title: 'Bezahlen (lokales Stripe)',
    heading: 'Bezahlen',
    testMode: 'Testmodus',
    liveMode: 'Live-Modus (lokal)',
    payingAs: 'Zahlung als',
    subtotal: 'Zwischensumme',
    discount: 'Rabatt',
    tax: 'Steuer',
    total: 'Gesamt',
    promotionCode: 'Gutscheincode',
    apply: 'Einlösen',
    taxId: 'Steuernummer (optional)',
    pay: 'Bezahlen',
    cancel: 'Abbrechen',
    converted: (usd, rate) => `Umgerechnet von ${usd} zu 1 USD = ${rate} (lokaler Testkurs).`,
    note:
      'Lokaler Stripe-Ersatz: Es wird keine Karte belastet. Bezahlen markiert die Sitzung als ' +
      'bezahlt und sendet den Webhook checkout.session.completed an den Shop.',
  },
  fr: {
    title: 'Paiement (Stripe local)',
    heading: 'Paiement',
    testMode: 'Mode test',
    liveMode: 'Mode réel (local)',
    payingAs: 'Paiement en tant que',
    subtotal: 'Sous-total',
    discount: 'Remise',
    tax: 'Taxe',
    total: 'Total',
    promotionCode: 'Code promotionnel',
    apply: 'Appliquer',
    taxId: 'Numéro fiscal (facultatif)',
    pay: 'Payer',
    cancel: 'Annuler',
    converted: (usd, rate) => `Converti depuis ${usd} à 1 USD = ${rate} (taux de test local).`,
    note:
      'Remplaçant local de Stripe : aucune carte n’est débitée. Payer marque la session payée ' +
      'et envoie le webhook checkout.session.completed à la boutique.',
  },
};

/** Intl's locale for amounts on the page (`1.234,56 €` in German). */
export const NUMBER_LOCALES: Record<PageLocale, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
};
