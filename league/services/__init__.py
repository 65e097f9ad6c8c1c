"""league's services: keyword-only functions that change several rows, each under transaction.atomic."""
