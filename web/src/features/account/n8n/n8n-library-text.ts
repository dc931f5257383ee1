/**
 * Texts of the 'Connect n8n' tab, in the account page's tone (short, title-case headings and
 * buttons). Pure: no React, no DOM, so unit tests import it directly.
 */

/** The environment variable self-hosted n8n reads its template library's base URL from. */
export const N8N_TEMPLATES_HOST_VARIABLE = 'N8N_TEMPLATES_HOST';

/** The one line to put in the n8n environment (docker-compose, .env, systemd unit). */
export function environmentLine(url: string): string {
  return `${N8N_TEMPLATES_HOST_VARIABLE}=${url}`;
}

/** A just-created URL as the server masks it afterwards (library-account.ts's maskedLibraryUrl). */
export function maskedUrlOf(url: string, tokenHint: string): string {
  return url.replace(/[^/]+$/, `${'•'.repeat(8)}${tokenHint}`);
}

export const N8N_TEXT = {
  tab: 'Connect n8n',
  title: 'Connect n8n',
  intro:
    'Browse and import the n8n templates you bought right inside your own self-hosted n8n. ' +
    'Your personal library URL always serves the latest published version of each template.',
  loading: 'Loading your n8n library',
  loadFailed: 'Failed to load your n8n library.',
  notConnected: 'Your n8n library is not connected yet.',
  create: 'Create Library URL',
  creating: 'Creating...',
  revealTitle: 'Your Library URL',
  revealNote:
    'Copy it now: this URL is shown only once. Keep it private, it opens your templates ' +
    'to anyone who has it. If you lose it, rotate it to get a new one.',
  urlLabel: 'Library URL',
  lineLabel: 'Line for your n8n environment',
  copyUrl: 'Copy URL',
  copyLine: 'Copy Line',
  urlCopied: 'Library URL copied to clipboard',
  lineCopied: 'Environment line copied to clipboard',
  copyFailed: 'Failed to copy to clipboard',
  connectedSince: 'Connected since',
  tokenHint: 'URL ending in',
  maskedLabel: 'Your line for n8n',
  copyFull: 'Copy',
  maskedNote:
    'Only the end of your URL is kept visible: the full URL is shown once, when it is made. ' +
    'Lost it? Rotate URL below gives you a new one (the old one stops working).',
  unknownDate: 'Unknown',
  rotate: 'Rotate URL',
  rotateTitle: 'Rotate Library URL',
  rotateDescription:
    'You get a new URL and the old one stops working at once: n8n shows no templates from ' +
    'it until you put the new line in its environment and restart it.',
  rotateConfirm: 'Yes, Rotate URL',
  rotating: 'Rotating...',
  revoke: 'Revoke Access',
  revokeTitle: 'Revoke Library URL',
  revokeDescription:
    'The URL stops working at once and your n8n no longer sees your templates. ' +
    'You can create a new URL at any time.',
  revokeConfirm: 'Yes, Revoke URL',
  revoking: 'Revoking...',
  cancel: 'Cancel',
  created: { title: 'Library URL Created', description: 'Copy it now: it is shown only once.' },
  rotated: {
    title: 'Library URL Rotated',
    description: 'The old URL no longer works. Copy the new one now.',
  },
  revoked: { title: 'Library URL Revoked', description: 'Your n8n no longer sees your templates.' },
  createFailed: { title: 'Error', description: 'Failed to create your library URL' },
  rotateFailed: { title: 'Error', description: 'Failed to rotate your library URL' },
  revokeFailed: { title: 'Error', description: 'Failed to revoke your library URL' },
  stepsTitle: 'How to Connect',
  steps: [
    'Create your library URL above and copy the line.',
    'Add the line to your n8n environment, for example under environment: in docker-compose.yml ' +
      'or in the .env file n8n starts with.',
    'Restart n8n.',
    'Open Templates in n8n (or go to /templates on your n8n), search for your template, open ' +
      'it and click Use this workflow to put it on the canvas.',
  ],
  servedNote:
    'Only the n8n templates you own are served, always at their latest published version. ' +
    'Make and Zapier products are not part of the library.',
  pictureAlt:
    "n8n's Workflow templates page searched for a purchased template: the product's collection " +
    'and its workflow, by Automation Marketplace',
  pictureCaption:
    'Templates in n8n: your products appear as collections, each workflow as its own template.',
} as const;
