/**
 * Cognito CustomMessage trigger: verification and recovery emails carry a link to the SPA's
 * `/auth/callback` (see custom-message-content.ts). Other trigger sources keep Cognito's
 * default text.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { ENV } from '../infra/config';
import { buildCustomMessage } from './custom-message-content';

export async function handler(
  event: CustomMessageTriggerEvent,
): Promise<CustomMessageTriggerEvent> {
  const siteUrl = process.env[ENV.siteUrl];
  if (!siteUrl) {
    // A broken link would be worse than Cognito's default message (which still carries the
    // code), and throwing here would block sign-up entirely: log loudly and keep the default.
    console.error(`CustomMessage trigger: ${ENV.siteUrl} is not set; using Cognito's default`);
    return event;
  }
  const attributes = event.request.userAttributes;
  const content = buildCustomMessage({
    triggerSource: event.triggerSource,
    siteUrl,
    email: attributes['email'] ?? event.userName,
    name: attributes['name'],
    codeParameter: event.request.codeParameter,
  });
  if (content) {
    event.response.emailSubject = content.subject;
    event.response.emailMessage = content.message;
  }
  return event;
}
