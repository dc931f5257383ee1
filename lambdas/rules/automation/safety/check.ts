import { cleanAutomationFile } from './clean';
import { AUTOMATION_MAX_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from './depth';
import { secretsRefusalMessage } from './refusal';
import { findSecrets } from './secrets';
import type { AutomationPlatform, CleanResult, SecretFinding } from './types';

export type AutomationSafety =
  { safe: false; findings: SecretFinding[]; message: string } | ({ safe: true } & CleanResult);

/**
 * One uploaded automation file, refused when it holds secrets (nothing is cleaned then: the
 * seller must fix their own copy) or nests deeper than any export, and cleaned otherwise.
 */
export async function checkAutomationSafety(
  text: string,
  platform: AutomationPlatform,
): Promise<AutomationSafety> {
  const file: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
  if (nestsDeeperThan(file, AUTOMATION_MAX_DEPTH)) {
    return { safe: false, findings: [], message: TOO_DEEP_MESSAGE };
  }
  const findings = await findSecrets(file, platform);
  if (findings.length > 0) {
    return { safe: false, findings, message: secretsRefusalMessage(findings, platform) };
  }
  return { safe: true, ...cleanAutomationFile(text, platform) };
}
