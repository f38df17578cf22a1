import type { KycSubmitRequest } from '../../src/features/wallet/api/schemas/kyc.ts';

/** A complete, valid KYC application but for its proof file, which each test makes its own. */
export const KYC_APPLICANT: Omit<KycSubmitRequest, 'proof'> = {
  firstName: 'Mei',
  lastName: 'Lin',
  gender: 'Female',
  dateOfBirth: '1994-06-01',
  idNumber: 'A123456789',
  issuingCountry: 'TW',
  nationality: 'TW',
  phone: '+886 912 345 678',
  industry: 'Technology',
  occupation: 'Engineer',
  placeOfBirth: 'Tainan',
  residenceCountry: 'TW',
  address: '12 Harbour Road, Tainan',
};
