import { cleanAutomationFile } from './clean';
import { secretsRefusalMessage } from './refusal';
import { findSecrets } from './secrets';
import type { AutomationPlatform, CleanResult, SecretFinding } from './types';

export type AutomationSafety =
  { safe: false; findings: SecretFinding[]; message: string } | ({ safe: true } & CleanResult);

/**
 * One uploaded automation file, refused when it holds secrets (nothing is cleaned then: the
 * seller must fix their own copy) and cleaned otherwise.
 */
export async function checkAutomationSafety(
  text: string,
  platform: AutomationPlatform,
): Promise<AutomationSafety> {
  const file: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
  const findings = await findSecrets(file, platform);
  if (findings.length > 0) {
    return { safe: false, findings, message: secretsRefusalMessage(findings, platform) };
  }
  return { safe: true, ...cleanAutomationFile(text, platform) };
}
