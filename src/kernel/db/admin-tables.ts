/** Row types of the web administration's tables (migrations/012_web_admin_accounts.ts). */

export interface AcoLoginTable {
  aco_id: number;
  customer_id: number;
  email: string;
  password_hash: string | null;
  totp_secret: string | null;
  /** The last TOTP time step accepted: a code is good once. */
  totp_last_step: number | null;
  language: string;
  locked_until: string | null;
  invitation_hash: string | null;
  invitation_expires_at: string | null;
  reset_hash: string | null;
  reset_expires_at: string | null;
  last_login_at: string | null;
  created_at: string;
}

export interface AdminSessionTable {
  id: string;
  data: string;
  aco_id: number | null;
  created_at: string;
  expires_at: string;
}

export interface ServerSecretTable {
  name: string;
  value: string;
}
