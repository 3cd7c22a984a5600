/** A contact as the API renders it, so every baseline moves a body of the same size. */
export function sampleContact(): Record<string, unknown> {
  return {
    id: '5b0c1f0e-8a4f-4a57-9a59-0d2f4c1f9b11',
    first_name: 'Jane',
    last_name: 'Doe',
    full_name: 'Jane Doe',
    email: 'jane.doe@example.com',
    phone: '+44 20 7946 0000',
    job_title: 'Litigation Partner',
    company: 'Doe & Partners LLP',
    related_company_id: null,
    linkedin_url: 'https://www.linkedin.com/in/janedoe',
    priority: 1,
    tags: ['litigation', 'london'],
    custom_fields: { source: 'bench' },
    created_date: '2026-11-22T00:00:00.000Z',
    updated_date: '2026-11-22T00:00:00.000Z',
  };
}

export function sampleContactEnvelope(): { data: Record<string, unknown> } {
  return { data: sampleContact() };
}
