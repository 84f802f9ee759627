# Runs EXE with ARGS and passes only when it exits with code 2 and says "error".
execute_process(COMMAND ${EXE} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 2)
  message(FATAL_ERROR "expected exit code 2 from ${EXE} ${ARGS}, got '${rc}'\n${out}${err}")
endif()
if(NOT err MATCHES "error: ")
  message(FATAL_ERROR "expected a clear error message on stderr, got: ${err}")
endif()
message(STATUS "rejected as expected: ${err}")
