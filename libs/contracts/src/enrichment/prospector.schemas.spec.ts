import { fromLegacySearch, headcountRangesFor, legacyProspectSearchBody, prospectSearchBody } from './prospector.schemas';

describe('prospector bodies', () => {
  it('needs a filter, refuses empty and wrong-typed filters and per_page over 100', () => {
    expect(prospectSearchBody.safeParse({}).success).toBe(false);
    expect(prospectSearchBody.safeParse({ page: 2 }).success).toBe(false);
    expect(prospectSearchBody.safeParse({ titles: [] }).success).toBe(false);
    expect(prospectSearchBody.safeParse({ titles: 'partner' }).success).toBe(false);
    expect(prospectSearchBody.safeParse({ headcount: ['50-200'] }).success).toBe(false);
    expect(prospectSearchBody.safeParse({ titles: ['partner'], per_page: 101 }).success).toBe(false);
    expect(prospectSearchBody.safeParse({ titles: ['partner'], per_page: 100, page: 100 }).success).toBe(true);
  });

  it('maps the legacy query and jobTitles to titles, mixed with new fields', () => {
    const parsed = legacyProspectSearchBody.parse({ query: 'partner', jobTitles: ['counsel'], titles: ['partner'], location: ['London'] });
    expect(fromLegacySearch(parsed)).toEqual({ titles: ['partner', 'counsel'], location: ['London'] });
    expect(legacyProspectSearchBody.safeParse({ page: 1 }).success).toBe(false);
  });

  it('maps a typed size to the overlapping headcount ranges', () => {
    expect(headcountRangesFor('50-200')).toEqual(['11-50', '51-200']);
    expect(headcountRangesFor('1000+')).toEqual(['501-1000', '1001-5000', '5001+']);
    expect(headcountRangesFor('big')).toEqual([]);
  });
});
