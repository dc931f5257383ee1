import { PlaceholderPage } from '../../components/PlaceholderPage';

export function DownloadsPage() {
  return (
    <PlaceholderPage title="Downloads">
      Files of your purchase will be listed here soon.
    </PlaceholderPage>
  );
}
