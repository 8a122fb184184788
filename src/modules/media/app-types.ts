/** App types the interface publishes; anything else a device reports is left out on the wire. */
export const APP_TYPES = ['ANDROID', 'BLACKBERRY', 'IPHONE', 'WINDOWS_PHONE'] as const;
export type AppType = (typeof APP_TYPES)[number];
