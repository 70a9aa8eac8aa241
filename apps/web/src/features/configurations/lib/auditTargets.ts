import type { SystemImageKind } from '@clube/contract/configurations';

/** The audit targets the API writes for the configuration (docs/configuration.md#writes). */
export const groupTarget = (key: string) => `configuration:${key}`;
export const systemImageTarget = (kind: SystemImageKind) => `systemImage:${kind}`;
