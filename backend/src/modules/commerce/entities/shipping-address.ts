// Where a physical order goes, as the buyer typed it (stored as JSON on the order and the account).
export interface ShippingAddress {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  region: string | null;
  postalCode: string;
  country: string;
}
