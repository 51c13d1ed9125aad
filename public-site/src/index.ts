// Standalone entry (team development); the composed site enters through the shell instead.
import('./standalone');
