import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { color, radius } from './theme';

type Variant = 'primary' | 'light' | 'outline';

const base = (variant: Variant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 12px 24px;
  border-radius: ${radius.pill};
  font-weight: 600; font-size: 1rem; line-height: 1.2;
  font-family: inherit;
  text-decoration: none;
  cursor: pointer;
  border: 2px solid transparent;
  transition: transform 150ms ease, box-shadow 150ms ease, background 150ms ease;
  &:hover { transform: translateY(-1px); }
  &:disabled { opacity: 0.65; cursor: progress; transform: none; }
  ${
    variant === 'primary' &&
    css`
    background: ${color.brand};
    color: ${color.white};
    box-shadow: 0 6px 16px rgba(185, 28, 28, 0.3);
    &:hover { background: ${color.brandDark}; }
  `
  }
  ${
    variant === 'light' &&
    css`
    background: ${color.white};
    color: ${color.brandDark};
    &:hover { background: ${color.accentSoft}; }
  `
  }
  ${
    variant === 'outline' &&
    css`
    background: transparent;
    color: inherit;
    border-color: currentColor;
    &:hover { background: rgba(255, 255, 255, 0.12); }
  `
  }
`;

export const Button = styled.button<{ variant?: Variant }>`
  ${(p) => base(p.variant ?? 'primary')}
`;

export const ButtonLink = styled(Link, { shouldForwardProp: (prop) => prop !== 'variant' })<{ variant?: Variant }>`
  ${(p) => base(p.variant ?? 'primary')}
`;
