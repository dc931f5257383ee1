/** Spec, footer: the admin links follow the configured admin address, not the role. */
export function isAdminAccount(email: string | undefined, adminEmail: string | undefined): boolean {
  const a = email?.trim().toLowerCase();
  const b = adminEmail?.trim().toLowerCase();
  return !!a && !!b && a === b;
}
