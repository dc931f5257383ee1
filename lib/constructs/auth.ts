import { Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ENV } from '../../lambdas/infra/config';
import { PASSWORD_POLICY } from '../../lambdas/rules/password-policy';
import { ROLES } from '../../lambdas/rules/roles';
import { acknowledge, acknowledgeServerless } from '../nag';
import { NodeFunction } from './node-function';

/** Cognito groups carrying a role; precedence follows `roleFromGroups` (admin wins). */
export const USER_GROUPS = ROLES.filter((role) => role !== 'user');

export interface AuthProps {
  namePrefix: string;
  siteUrl: string;
  mailFrom: string;
  mailFromDomain?: string;
  retainData: boolean;
  threatProtection: boolean;
  cognitoEmailViaSes: boolean;
  logRetentionDays: number;
}

/**
 * User pool per the spec: email is the username, `name` holds the full name, passwords need
 * only 6 characters. Verification and recovery mails go through the CustomMessage trigger so
 * their links reach the SPA's /auth/callback.
 */
export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly customMessage: NodeFunction;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.customMessage = new NodeFunction(this, 'CustomMessage', {
      entry: 'lambdas/triggers/custom-message.ts',
      description: 'Cognito CustomMessage trigger: verification and recovery links',
      environment: { [ENV.siteUrl]: props.siteUrl },
      logRetentionDays: props.logRetentionDays,
      retainLogs: props.retainData,
      memorySize: 256,
      timeout: Duration.seconds(5),
    });

    acknowledgeServerless(
      this.customMessage,
      'LambdaDLQ',
      'Invoked synchronously by Cognito while it builds a message; a failure is returned to ' +
        'Cognito at once (and alarmed), so there is no asynchronous event to keep.',
    );

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: `${props.namePrefix}-users`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // An email change only takes effect once the new address is verified.
      keepOriginal: { email: true },
      userVerification: { emailStyle: cognito.VerificationEmailStyle.CODE },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      passwordPolicy: {
        ...PASSWORD_POLICY,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      mfa: cognito.Mfa.OFF,
      featurePlan: props.threatProtection ? cognito.FeaturePlan.PLUS : cognito.FeaturePlan.LITE,
      ...(props.threatProtection && {
        standardThreatProtectionMode: cognito.StandardThreatProtectionMode.FULL_FUNCTION,
      }),
      email: this.emailSettings(props),
      lambdaTriggers: { customMessage: this.customMessage.fn },
      deletionProtection: props.retainData,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    USER_GROUPS.forEach((groupName, precedence) => {
      this.userPool.addGroup(`Group-${groupName}`, {
        groupName,
        precedence,
        description: `Role ${groupName}`,
      });
    });

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: `${props.namePrefix}-web`,
      generateSecret: false,
      // USER_PASSWORD_AUTH everywhere (cognito-local has no SRP); refresh is always allowed.
      authFlows: { userPassword: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    acknowledge(
      this.userPool,
      'COG1',
      'The spec fixes the password rule at a minimum of 6 characters with no class rules ' +
        '(spec: "Minimum password length: 6").',
    );
    acknowledge(
      this.userPool,
      'COG2',
      'The spec has no multi-factor sign-in; the shop sells downloadable templates and keeps ' +
        'no payment data (Stripe Checkout holds it).',
    );
    if (!props.threatProtection) {
      acknowledge(
        this.userPool,
        'COG8',
        'Non-production pool: the Plus plan (threat protection) is billed per active user and ' +
          'is switched on per environment with threatProtection in cdk.json (on for prod).',
      );
    }
  }

  private emailSettings(props: AuthProps): cognito.UserPoolEmail {
    if (!props.cognitoEmailViaSes) return cognito.UserPoolEmail.withCognito();
    const region = Stack.of(this).region;
    if (Token.isUnresolved(region)) {
      throw new Error('cognitoEmailViaSes needs a concrete region: set "region" in cdk.json');
    }
    return cognito.UserPoolEmail.withSES({
      fromEmail: props.mailFrom,
      fromName: 'Automation Marketplace',
      sesRegion: region,
      ...(props.mailFromDomain && { sesVerifiedDomain: props.mailFromDomain }),
    });
  }
}
