import type { CustomMessageTriggerEvent } from 'aws-lambda';
import pino from 'pino';
import { NotAuthorizedError } from 'cognito-local/lib/errors';
import { createServer } from 'cognito-local/lib/server/server';
import { Router } from 'cognito-local/lib/server/Router';
import { loadConfig } from 'cognito-local/lib/server/config';
import {
  DateClock,
  LambdaService,
  MessagesService,
  TriggersService,
} from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import {
  attribute,
  attributesAppend,
  attributesRemove,
  UserPoolServiceFactoryImpl,
} from 'cognito-local/lib/services/userPoolService';
import { handler as customMessage } from '../../../lambdas/triggers/custom-message';
import { SesMessageSender } from './ses-message-sender';

/**
 * cognito-local, assembled as its own `createDefaultServer` does, with three parts changed for
 * the local shop: the CustomMessage trigger is our real trigger handler (invoked in-process the
 * way Cognito invokes the Lambda), messages go to the local SES mailbox instead of the console,
 * confirming a sign-up marks the e-mail verified, as Cognito does (cognito-local leaves
 * email_verified unset, and the shop links guest purchases only to verified addresses), and a
 * user may not write `*_verified` attributes on themselves, as Cognito refuses (cognito-local
 * accepts `email` + `email_verified=true` in one UpdateUserAttributes, which would let anyone
 * claim someone else's address and their guest purchases).
 * Run with the working directory that holds `.cognito/`.
 */
const TRIGGER_NAME = 'custom-message';

/** The slice of the Lambda client cognito-local calls: invoke(...).promise(). */
const inProcessLambda = {
  invoke: (params: { FunctionName: string; Payload: string }) => ({
    promise: async () => {
      if (params.FunctionName !== TRIGGER_NAME)
        throw new Error(`Unknown function ${params.FunctionName}`);
      const event = JSON.parse(params.Payload) as CustomMessageTriggerEvent;
      const result = await customMessage(event);
      return { StatusCode: 200, Payload: JSON.stringify(result) };
    },
  }),
};

async function main() {
  const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info' });
  const ctx = { logger };
  const config = await loadConfig(ctx, new StormDBDataStoreFactory('.cognito'));
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory('.cognito/db');
  const cognito = await new CognitoServiceFactoryImpl(
    '.cognito/db',
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService({ CustomMessage: TRIGGER_NAME }, inProcessLambda as never),
    new CryptoService(config.KMSConfig),
  );
  const sender = new SesMessageSender(
    process.env.SES_ENDPOINT ?? 'http://127.0.0.1:8005',
    process.env.MAIL_FROM ?? 'no-reply@example.com',
  );
  const services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const router = Router(services);
  const withVerifiedEmail: typeof router = (target) => {
    const route = router(target);
    if (target === 'UpdateUserAttributes') {
      return async (routeCtx, request: { UserAttributes?: { Name?: string }[] }) => {
        if (request.UserAttributes?.some((entry) => entry.Name?.endsWith('_verified'))) {
          throw new NotAuthorizedError('A client attempted to write unauthorized attribute');
        }
        return route(routeCtx, request);
      };
    }
    if (target !== 'ConfirmSignUp') return route;
    return async (routeCtx, request: { ClientId: string; Username: string }) => {
      const result = await route(routeCtx, request);
      const pool = await cognito.getUserPoolForClientId(routeCtx, request.ClientId);
      const user = await pool.getUserByUsername(routeCtx, request.Username);
      if (user) {
        const attributes = attributesRemove(user.Attributes, 'email_verified');
        await pool.saveUser(routeCtx, {
          ...user,
          Attributes: attributesAppend(attributes, attribute('email_verified', 'true')),
        });
      }
      return result;
    };
  };
  const server = createServer(withVerifiedEmail, logger, config.ServerConfig, services);
  await server.start();
  logger.info(
    `cognito-local listening on ${config.ServerConfig.hostname}:${config.ServerConfig.port}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
