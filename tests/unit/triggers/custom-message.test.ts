import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { handler } from '../../../lambdas/triggers/custom-message';
import {
  buildCustomMessage,
  callbackLink,
  callbackTypeOf,
} from '../../../lambdas/triggers/custom-message-content';

const CODE = '{####}';

describe('buildCustomMessage', () => {
  const base = {
    siteUrl: 'https://shop.example.com/',
    email: 'Jane+shop@example.com',
    name: 'Jane <Doe>',
    codeParameter: CODE,
  };

  test.each([
    ['CustomMessage_SignUp', 'signup'],
    ['CustomMessage_ResendCode', 'signup'],
    ['CustomMessage_ForgotPassword', 'recovery'],
  ])(
    '%s links to /auth/callback?type=%s with the email and the code placeholder',
    (source, type) => {
      const email = buildCustomMessage({ ...base, triggerSource: source });
      const link = `https://shop.example.com/auth/callback?type=${type}&email=Jane%2Bshop%40example.com&code=${CODE}`;
      expect(email?.link).toBe(link);
      expect(email?.message).toContain(link);
      // Cognito substitutes the placeholder after the trigger: it must stay verbatim.
      expect(email?.message).toContain(CODE);
      expect(email?.subject).toMatch(type === 'signup' ? /Verify your email/ : /Reset your/);
    },
  );

  test('escapes the name in the HTML body', () => {
    const email = buildCustomMessage({ ...base, triggerSource: 'CustomMessage_SignUp' });
    expect(email?.message).toContain('Hello Jane &lt;Doe&gt;,');
    expect(email?.message).not.toContain('<Doe>');
  });

  test('greets without a name', () => {
    const email = buildCustomMessage({
      ...base,
      name: '  ',
      triggerSource: 'CustomMessage_SignUp',
    });
    expect(email?.message).toContain('<p>Hello,</p>');
  });

  test.each([
    'CustomMessage_AdminCreateUser',
    'CustomMessage_UpdateUserAttribute',
    'CustomMessage_VerifyUserAttribute',
    'CustomMessage_Authentication',
  ])('%s keeps Cognito defaults', (source) => {
    expect(callbackTypeOf(source)).toBeUndefined();
    expect(buildCustomMessage({ ...base, triggerSource: source })).toBeUndefined();
  });

  test('callbackLink trims trailing slashes and never encodes the placeholder', () => {
    expect(callbackLink('https://a.b//', 'recovery', 'x@y.z', CODE)).toBe(
      'https://a.b/auth/callback?type=recovery&email=x%40y.z&code={####}',
    );
  });
});

describe('CustomMessage handler', () => {
  const originalSiteUrl = process.env['SITE_URL'];
  afterEach(() => {
    if (originalSiteUrl === undefined) delete process.env['SITE_URL'];
    else process.env['SITE_URL'] = originalSiteUrl;
  });

  function event(triggerSource: CustomMessageTriggerEvent['triggerSource']) {
    return {
      version: '1',
      region: 'us-east-1',
      userPoolId: 'us-east-1_abc',
      userName: 'sub-123',
      callerContext: { awsSdkVersion: '3', clientId: 'client' },
      triggerSource,
      request: {
        userAttributes: { email: 'user@example.com', name: 'User' },
        codeParameter: CODE,
        linkParameter: '{##Click Here##}',
        usernameParameter: null,
      },
      response: { smsMessage: null, emailMessage: null, emailSubject: null },
    } as CustomMessageTriggerEvent;
  }

  test('sets subject and message for sign-up', async () => {
    process.env['SITE_URL'] = 'https://shop.example.com';
    const result = await handler(event('CustomMessage_SignUp'));
    expect(result.response.emailSubject).toMatch(/Verify your email/);
    expect(result.response.emailMessage).toContain(
      'https://shop.example.com/auth/callback?type=signup&email=user%40example.com&code={####}',
    );
  });

  test('leaves AdminCreateUser untouched', async () => {
    process.env['SITE_URL'] = 'https://shop.example.com';
    const result = await handler(event('CustomMessage_AdminCreateUser'));
    expect(result.response).toEqual({ smsMessage: null, emailMessage: null, emailSubject: null });
  });

  test('without SITE_URL keeps the default message rather than sending a broken link', async () => {
    delete process.env['SITE_URL'];
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await handler(event('CustomMessage_ForgotPassword'));
    expect(result.response.emailMessage).toBeNull();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
