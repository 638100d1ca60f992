reset
$D0 << EOD
0 0 -0.9701345919336107 "0.51"
0 1 -0.44874229981751135 "0.73"
0 2 0.04405039296736905 "1.03"
1 0 -0.8905564621936635 "0.54"
1 1 -0.5268028500505668 "0.69"
1 2 0.11986418130473653 "1.09"
EOD
$D1 << EOD
1 2 "n.s."
EOD
$D2 << EOD
0 0 -1.0554970799981844 "0.48"
0 1 -0.9254134427892727 "0.53"
0 2 -0.14888192506072948 "0.90"
1 0 -1.053231260885733 "0.48"
1 1 -1.0037720967752999 "0.50"
1 2 -0.16466774251447192 "0.89"
EOD
set terminal pngcairo noenhanced size 720,300 font 'sans,10'
set output "heat_zmq_over_mqtt_broker.png"
set multiplot layout 1,2 title "zmq ÷ mqtt, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0554970799981844:1.0554970799981844]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "zmq / mqtt round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
set terminal svg noenhanced size 720,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_zmq_over_mqtt_broker.svg"
set multiplot layout 1,2 title "zmq ÷ mqtt, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:2.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "8" 1, "64" 2) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.0554970799981844:1.0554970799981844]
set cbtics ("0.50" -1.0, "0.67" -0.5849625007211563, "1.00" 0.0, "1.50" 0.5849625007211562, "2.00" 1.0) font ',8'
set cblabel "zmq / mqtt round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8'
unset multiplot
set output
