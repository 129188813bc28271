/** One enquiry as the embedded content service keeps it. */
export interface StoredEnquiry {
  id: string;
  receivedAt: string;
  source: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  propertyKey: string;
  unitKey: string;
  brokerKey: string;
}

/** Every field, in the order an export lists them. */
export const ENQUIRY_FIELDS: ReadonlyArray<keyof StoredEnquiry> = [
  'id',
  'receivedAt',
  'source',
  'name',
  'email',
  'phone',
  'message',
  'propertyKey',
  'unitKey',
  'brokerKey',
];
