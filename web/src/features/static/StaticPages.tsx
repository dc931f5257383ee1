import { PlaceholderPage } from '../../components/PlaceholderPage';

export function TermsPage() {
  return (
    <PlaceholderPage title="Terms & Conditions" noIndex>
      The terms of sale will be published here soon.
    </PlaceholderPage>
  );
}

export function PrivacyPage() {
  return (
    <PlaceholderPage title="Privacy Policy" noIndex>
      Our privacy policy will be published here soon.
    </PlaceholderPage>
  );
}

export function FaqPage() {
  return (
    <PlaceholderPage title="Frequently Asked Questions">
      Answers to common questions will be published here soon.
    </PlaceholderPage>
  );
}
