import { pageNumbers } from './page-numbers';

describe('pageNumbers', () => {
  it('shows the first and last page and two either side of the current one, with gaps', () => {
    expect(pageNumbers(75, 149)).toEqual([1, null, 73, 74, 75, 76, 77, null, 149]);
  });

  it('shows a one-page gap as that page rather than an ellipsis', () => {
    expect(pageNumbers(4, 149)).toEqual([1, 2, 3, 4, 5, 6, null, 149]);
  });

  it('lists every page of a short list', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});
