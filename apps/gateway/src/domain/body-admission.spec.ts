import { BodyAdmission } from './body-admission';

const limits = { inflightBytes: 1000, largeBodyBytes: 100, largeBodiesPerWorkspace: 2 };

describe('BodyAdmission', () => {
  it('reserves bodies against the process budget and refuses one that does not fit, keeping nothing of it', () => {
    const admission = new BodyAdmission(limits);
    const first = admission.open('ws-a');
    expect(first.reserve(600)).toBeNull();
    const second = admission.open('ws-b');
    expect(second.reserve(500)).toBe('process_full');
    expect(admission.inflightBytes).toBe(600);
    first.release();
    expect(second.reserve(500)).toBeNull();
    expect(admission.inflightBytes).toBe(500);
  });

  it('grows a chunked body a piece at a time, refusing once the budget is spent', () => {
    const admission = new BodyAdmission({ ...limits, largeBodiesPerWorkspace: 10 });
    const ticket = admission.open('ws-a');
    for (const size of [10, 50, 90, 400, 1000]) expect(ticket.reserve(size)).toBeNull();
    expect(ticket.reserve(1001)).toBe('process_full');
    ticket.release();
    ticket.release();
    expect(admission.inflightBytes).toBe(0);
  });

  it('lets each workspace hold at most its number of large bodies, small bodies and other workspaces unaffected', () => {
    const admission = new BodyAdmission(limits);
    const [a1, a2, a3] = [admission.open('ws-a'), admission.open('ws-a'), admission.open('ws-a')];
    expect(a1.reserve(200)).toBeNull();
    expect(a2.reserve(200)).toBeNull();
    expect(a3.reserve(200)).toBe('workspace_busy');
    expect(admission.open('ws-a').reserve(100)).toBeNull();
    expect(admission.open('ws-b').reserve(200)).toBeNull();
    a1.release();
    expect(a3.reserve(200)).toBeNull();
  });
});
