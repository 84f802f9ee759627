"""Adapters that plug dash into training stacks (import the one you use)."""
