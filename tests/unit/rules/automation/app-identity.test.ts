import fc from 'fast-check';
import { appFacetValue, shopperApps } from '../../../../lambdas/rules/automation/app-identity';
import { namedApp, n8nNamedApp } from '../../../../lambdas/rules/automation/app-names';

describe('one app whatever the platform', () => {
  it('keys an app by its display name, in address-safe words', () => {
    expect(appFacetValue('Google Sheets')).toBe('google-sheets');
    expect(appFacetValue('monday.com')).toBe('monday-com');
    fc.assert(
      fc.property(fc.string(), (name) => {
        const value = appFacetValue(name);
        expect(value).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(appFacetValue(name.toUpperCase())).toBe(appFacetValue(name.toLowerCase()));
      }),
    );
  });

  it('lists each app once, keeping the first icon any platform gave it', () => {
    const apps = shopperApps([
      { key: 'slack', name: 'Slack', icon: '' },
      { key: 'SlackAPI', name: 'Slack', icon: '' },
      { key: 'n8n-nodes-base.slack', name: 'Slack', icon: 'n8n/slack.svg' },
      { key: 'gmail', name: 'Gmail', icon: '' },
    ]);
    expect(apps).toEqual([
      { key: 'slack', name: 'Slack', icon: 'n8n/slack.svg' },
      { key: 'gmail', name: 'Gmail', icon: '' },
    ]);
  });

  it("gives Make and Zapier apps n8n's name and icon when its package knows them", () => {
    expect(n8nNamedApp('Hub Spot CRM')).toEqual({ name: 'HubSpot', icon: 'n8n/hubspot.svg' });
    expect(n8nNamedApp('Telegram Bot')?.name).toBe('Telegram');
    expect(n8nNamedApp('Jira Software Cloud')?.name).toBe('Jira Software');
    expect(n8nNamedApp('Chat GPT')?.name).toBe('OpenAI');
    expect(n8nNamedApp('Some New App')).toBeUndefined();
    expect(namedApp('HubSpotCRMAPI', 'Hub Spot CRM')).toEqual({
      key: 'HubSpotCRMAPI',
      name: 'HubSpot',
      icon: 'n8n/hubspot.svg',
    });
    expect(namedApp('mindee-x', 'Unknown Mindee Thing')).toEqual({
      key: 'mindee-x',
      name: 'Unknown Mindee Thing',
      icon: '',
    });
  });
});
