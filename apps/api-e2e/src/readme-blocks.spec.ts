import { answerProblems, jsonValues, quickStartBlocks } from './readme-blocks';

const README = [
  '# x',
  '## Quick start',
  '```console',
  'npm start',
  '```',
  '```sh',
  'echo \'{"a":1}\'',
  '```',
  'prints:',
  '```json',
  '{"a": 1}',
  '```',
  '```sh',
  'true',
  '```',
  '```sh',
  'seq 3',
  '```',
  '```json',
  '1',
  '…',
  '```',
  '## Next',
  '```sh',
  'never run',
  '```',
].join('\n');

describe('quickStartBlocks', () => {
  it('takes the sh blocks of the section, each with the json block right after it as its answer', () => {
    const blocks = quickStartBlocks(README);
    expect(blocks.map((b) => ({ index: b.index, line: b.line, command: b.command, answer: b.answer }))).toEqual([
      { index: 1, line: 6, command: 'echo \'{"a":1}\'', answer: { values: [{ a: 1 }], abridged: false } },
      { index: 2, line: 13, command: 'true', answer: undefined },
      { index: 3, line: 16, command: 'seq 3', answer: { values: [1], abridged: true } },
    ]);
  });

  it('names the line of a shown answer that is not JSON', () => {
    expect(() => quickStartBlocks('## Quick start\n```sh\nx\n```\n```json\n{oops}\n```\n')).toThrow(/line 5/);
  });
});

describe('jsonValues', () => {
  it('reads a stream of compact and pretty values', () => {
    expect(jsonValues('{"a":"}"}\n[1,\n 2]\n"s" 3 true')).toEqual([{ a: '}' }, [1, 2], 's', 3, true]);
  });
});

describe('answerProblems', () => {
  const shown = (values: unknown[], abridged = false) => ({ values, abridged });

  it('accepts a real answer with more fields, other ids, times and a shown prefix', () => {
    const printed = [{ id: '0b0d7c3e-1f43-4c6b-9a8e-2f0d4e6c8a10', at: '2026-11-29T08:53:22.715Z', secret: 'whsec_abc', name: 'Leo', extra: 1 }];
    expect(answerProblems(shown([{ id: '1b86a819-fc52-4633-85d3-9ee0a7f17eb5', at: '2026-01-01T00:00:00.000Z', secret: 'whsec_…', name: 'Leo' }]), printed)).toEqual([]);
  });

  it('reports a changed value, a missing field and a missing array item', () => {
    const problems = answerProblems(shown([{ name: 'Leo', count: 2, tags: ['a', 'b'] }]), [{ name: 'Lea', tags: ['a', 'c'] }]);
    expect(problems).toEqual([
      expect.stringMatching(/^answer\[0\]: nothing printed matches .*; the closest: answer.name: README shows "Leo", got "Lea"; answer: no field count .*; answer.tags\[1\]: nothing printed matches "b"$/),
    ]);
  });

  it('counts the printed values unless the answer is abridged', () => {
    expect(answerProblems(shown([1]), [1, 2])).toEqual(['printed 2 JSON value(s), the README shows 1']);
    expect(answerProblems(shown([1], true), [1, 2])).toEqual([]);
    expect(answerProblems(shown([[]]), [[1]])).toEqual([expect.stringContaining('answer: README shows [], got 1 item(s)')]);
  });

  it('matches printed values in any order', () => {
    expect(answerProblems(shown([{ n: 2 }, { n: 1 }]), [{ n: 1 }, { n: 2 }])).toEqual([]);
    expect(answerProblems(shown([{ n: 1 }, { n: 1 }]), [{ n: 1 }, { n: 2 }])).toEqual([expect.stringContaining('answer[1]: nothing printed matches {"n":1}')]);
  });
});
