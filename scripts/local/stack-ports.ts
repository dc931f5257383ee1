/** The ports of a local stack's services: the fixed ones of npm start, or free ones. */
import { freePort } from './processes';

export interface StackPorts {
  web: number;
  api: number;
  dynamodb: number;
  s3: number;
  cognito: number;
  ses: number;
  stripe: number;
}

export const DEFAULT_PORTS: StackPorts = {
  web: 3000,
  api: 3001,
  dynamodb: 8000,
  s3: 4569,
  cognito: 9229,
  ses: 8005,
  stripe: 12111,
};

/** A free port for every service, for a stack that runs beside another (tests, the bench). */
export async function freeStackPorts(): Promise<StackPorts> {
  const ports = { ...DEFAULT_PORTS };
  for (const service of Object.keys(ports) as (keyof StackPorts)[]) {
    ports[service] = await freePort();
  }
  return ports;
}
