import { ByteBudget } from './byte-budget';

describe('ByteBudget', () => {
  it('takes bytes while they fit, refuses what does not fit without taking any, and takes again once bytes are given back', () => {
    const budget = new ByteBudget(100);
    expect(budget.tryTake(60)).toBe(true);
    expect(budget.tryTake(41)).toBe(false);
    expect(budget.inUseBytes).toBe(60);
    expect(budget.tryTake(40)).toBe(true);
    expect(budget.tryTake(1)).toBe(false);
    budget.give(60);
    expect(budget.inUseBytes).toBe(40);
    expect(budget.tryTake(60)).toBe(true);
  });

  it('never goes below zero and refuses a capacity that is not a positive whole number', () => {
    const budget = new ByteBudget(10);
    budget.give(5);
    expect(budget.inUseBytes).toBe(0);
    expect(() => new ByteBudget(0)).toThrow(/positive whole capacity/);
    expect(() => budget.tryTake(-1)).toThrow();
  });
});
