import { checkEventPayload, type AnyEvent } from '@wbk/contracts';
import { ManualClock } from '@wbk/testing';
import { applyCompanyPatch, diffCompanies, newCompany } from '../domain/company';
import { parseCreateCompany, parsePatchCompany } from '../domain/company.schema';
import { companyCreated, companyDeleted, companyUpdated } from './company-events';

const clock = new ManualClock('2026-03-01T10:00:00.000Z');
const ctx = { workspaceId: '11111111-1111-4111-8111-111111111111', clock };

function expectCatalogPayload(event: AnyEvent): void {
  expect(checkEventPayload(event, [event.event])).toEqual({ ok: true, event });
}

describe('company events match the catalog', () => {
  const company = newCompany(
    parseCreateCompany({ name: 'Lovelace & Partners LLP', website: 'https://www.lovelace-partners.example.com', tags: ['litigation'] }),
    '3c9d7e2a-5f1b-4a6c-8d2e-7b0f1a2c3d4e',
    clock.now(),
  );

  it('company.created and company.deleted carry the full read shape', () => {
    expectCatalogPayload(companyCreated(ctx, company));
    expectCatalogPayload(companyDeleted(ctx, company));
  });

  it('company.updated carries the company after the change and the previous values', () => {
    const after = applyCompanyPatch(company, parsePatchCompany({ industry: 'Legal services', size: '51-200' }));
    const event = companyUpdated(ctx, after, diffCompanies(company, after).changes);
    expectCatalogPayload(event);
    expect(event.data.changes).toEqual({ industry: null, size: null });
  });
});
