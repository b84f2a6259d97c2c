export interface Client {
  id: string;
  name: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  industry: string | null;
  companySize: string | null;
  createdAt: string;
}

/** The wizard's new-client draft; empty optional fields are sent as null. */
export interface NewClient {
  name: string;
  contactPerson?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  industry?: string | null;
  companySize?: string | null;
}
