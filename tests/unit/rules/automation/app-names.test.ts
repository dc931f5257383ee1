import catalogue from '../../../../lambdas/rules/automation/n8n-node-catalogue.json';
import {
  makeAppName,
  n8nCredential,
  n8nNode,
  n8nPackageOf,
  zapierAppName,
} from '../../../../lambdas/rules/automation/app-names';

describe('app and credential names', () => {
  it('reads n8n names from the generated catalogue and records its source versions', () => {
    expect(catalogue.generatedFrom['n8n-nodes-base']).toMatch(/^\d+\.\d+\.\d+$/);
    expect(n8nNode('n8n-nodes-base.slack')).toMatchObject({ name: 'Slack', icon: 'n8n/slack.svg' });
    expect(n8nNode('@n8n/n8n-nodes-langchain.agent')).toMatchObject({
      ai: true,
      communityPackage: '',
    });
    expect(n8nNode('n8n-nodes-base.gmailTrigger').trigger).toBe(true);
    expect(n8nNode('n8n-nodes-foo.bar')).toMatchObject({
      name: 'Bar',
      communityPackage: 'n8n-nodes-foo',
    });
  });

  it('finds the npm package of a community node type', () => {
    expect(n8nPackageOf('n8n-nodes-foo.bar')).toBe('n8n-nodes-foo');
    expect(n8nPackageOf('@scope/n8n-nodes-x.y')).toBe('@scope/n8n-nodes-x');
  });

  it('says which account a credential type needs', () => {
    expect(n8nCredential('slackOAuth2Api')).toBe('Slack account (OAuth2)');
    expect(n8nCredential('slackApi')).toBe('Slack account');
    expect(n8nCredential('httpHeaderAuth')).toBe('Header Auth');
    expect(n8nCredential('someUnknownServiceApi')).toBe('Some Unknown Service account');
  });

  it('reads Make slugs and Zapier app ids as names', () => {
    expect(makeAppName('google-sheets')).toBe('Google Sheets');
    expect(makeAppName('openai-gpt-3')).toBe('OpenAI GPT 3');
    expect(makeAppName('some-new-app')).toBe('Some New App');
    expect(zapierAppName('GoogleSheetsV2API')).toBe('Google Sheets');
    expect(zapierAppName('SlackAPI')).toBe('Slack');
  });
});
