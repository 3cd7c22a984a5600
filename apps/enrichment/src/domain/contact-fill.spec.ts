import { fieldsToFill } from './contact-fill';

const person = { full_name: 'Jane Doe', first_name: 'Jane', last_name: 'Doe', job_title: 'Partner', seniority: 'partner', location: null, linkedin_url: 'https://www.linkedin.com/in/jane' };
const company = { name: 'Hartley', domain: 'hartley.example', industry: null, size: null, founded_year: null, description: null, linkedin_url: null, hq_location: null };

describe('fieldsToFill', () => {
  it('fills only empty fields, never overwrites, and skips what the vendor did not know', () => {
    expect(fieldsToFill({ job_title: null, company: 'Own Co', linkedin_url: '  ' }, { person, company, social: null, confidence: 0.9 })).toEqual({
      job_title: 'Partner',
      linkedin_url: 'https://www.linkedin.com/in/jane',
    });
    expect(fieldsToFill({ job_title: null, company: null, linkedin_url: null }, { person: { ...person, job_title: null }, company: null, social: null, confidence: 0.9 })).toEqual({
      linkedin_url: 'https://www.linkedin.com/in/jane',
    });
  });
});
