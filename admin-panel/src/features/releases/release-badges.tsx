import styled from '@emotion/styled';
import { colors } from '../../ui/theme';

export const Badge = styled.span<{ tone: 'live' | 'canary' | 'try' }>`
  display: inline-block;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  background: ${(p) => (p.tone === 'live' ? colors.successBg : p.tone === 'canary' ? colors.warnBg : '#e0e7ff')};
  color: ${(p) => (p.tone === 'live' ? colors.success : p.tone === 'canary' ? colors.warnText : '#1e3a8a')};
`;
