import styled from '@emotion/styled';
import { color, mq, radius } from './theme';

/** The white card forms sit in on inner pages. */
export const FormCard = styled.div`
  width: 100%;
  max-width: 768px;
  margin: 0 auto;
  padding: 28px 20px;
  background: ${color.white};
  border-radius: ${radius.lg};
  border-top: 6px solid ${color.brand};
  box-shadow: 0 24px 60px rgba(69, 10, 10, 0.12);
  ${mq.md} { padding: 40px 44px; }
  h2 { font-size: 1.5rem; margin-bottom: 4px; }
  .lead { color: ${color.muted}; margin-bottom: 24px; }
`;

export const RadioRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
    padding: 10px 18px;
    border: 1.5px solid #cfc6bd;
    border-radius: ${radius.pill};
    font-weight: 600;
    cursor: pointer;
  }
  label:has(input:checked) { border-color: ${color.brand}; background: ${color.brandSoft}; color: ${color.brandDark}; }
  input { width: 20px; height: 20px; accent-color: ${color.brand}; margin: 0; }
`;
