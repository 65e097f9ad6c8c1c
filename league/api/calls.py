"""The two steps every game's API view takes: parse the body with a serializer, then call one service and
answer what it returns. A refusal (RuleViolation, ValidationError, PermissionDenied) propagates to the API's
exception handler (dugout/api_errors.py), which answers it in the one error shape."""

from rest_framework import status
from rest_framework.response import Response


def parse(serializer_class, request) -> dict:
    serializer = serializer_class(data=request.data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def call(action, answer, code=status.HTTP_200_OK) -> Response:
    return Response(answer(action()), status=code)
