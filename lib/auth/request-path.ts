/** Header proxy.ts sets to the requested path + query, so pages can send users back after sign-in. */
export const REQUEST_PATH_HEADER = 'x-dashboard-path';
